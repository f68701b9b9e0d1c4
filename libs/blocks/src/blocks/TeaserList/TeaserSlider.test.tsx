import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeaserSlider } from './TeaserSlider';

const labels = {
  label: 'Teasers',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  previous: 'Previous teaser',
  next: 'Next teaser',
};

describe('TeaserSlider', () => {
  it('is a labelled carousel region with labelled buttons and slides', () => {
    render(
      <TeaserSlider
        labels={labels}
        slides={[
          { key: 1, label: '1 of 2', content: 'A' },
          { key: 2, label: '2 of 2', content: 'B' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Teasers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Previous teaser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next teaser' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 of 2' })).toHaveTextContent('B');
  });
});

describe('TeaserSlider loads its carousel after the page (DESIGN.md 5)', () => {
  it('renders the slides at once and attaches embla once it has loaded', async () => {
    const { container } = render(
      <TeaserSlider labels={labels} slides={[{ key: 1, label: '1 of 1', content: 'A' }]} />,
    );
    expect(screen.getByRole('group', { name: '1 of 1' })).toHaveTextContent('A');
    // embla marks the slides it manages with its own transform once it runs.
    await waitFor(() =>
      expect(container.querySelector<HTMLElement>('[id]')?.style.transform).toMatch(/translate/),
    );
  });
});
