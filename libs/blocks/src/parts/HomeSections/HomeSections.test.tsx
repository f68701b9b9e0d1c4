import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callToAction, homeTeaser, instagramPost } from './home-fixtures';
import { HomeCallToAction, HomeInstagram, HomeTeasers } from './HomeSections';

describe('the home sections (spec 2)', () => {
  it('shows the teasers with their image, preline, headline and link', () => {
    render(
      <HomeTeasers title="Highlights" teasers={[homeTeaser(1), homeTeaser(2, { image: false })]} />,
    );
    const section = screen.getByRole('region', { name: 'Highlights' });
    const [first, second] = within(section)
      .getAllByRole('article')
      .map((article) => within(article));
    expect(first?.getByRole('img', { name: 'Werkstatt 1' }).getAttribute('srcset')).toMatch(
      / 620w$/,
    );
    expect(first?.getByRole('heading', { level: 3, name: 'Offene Werkstatt 1' })).toBeTruthy();
    expect(first?.getByRole('link', { name: 'Mehr erfahren' }).getAttribute('href')).toBe(
      '/de/hochschule/werkstatt-1',
    );
    expect(second?.queryByRole('img')).toBeNull();
  });

  it('shows the call to action with its link', () => {
    render(<HomeCallToAction items={[callToAction]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Jetzt bewerben' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Bewerbung' }).getAttribute('href')).toBe(
      '/de/bewerbung',
    );
  });

  it('links each post to the platform in a new tab, its caption as the alt text or the text', () => {
    render(
      <HomeInstagram
        title="Instagram"
        posts={[instagramPost(1), instagramPost(2, { image: false })]}
      />,
    );
    const [image, text] = screen.getAllByRole('link');
    expect(image?.getAttribute('target')).toBe('_blank');
    expect(image?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(image && within(image).getByRole('img', { name: 'Rundgang 1' })).toBeTruthy();
    expect(text?.textContent).toBe('Rundgang 2');
  });
});
