import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsTeaserCard } from './NewsTeaserCard';

const item = {
  id: 7,
  slug: 'sommerakademie-jazz-7',
  title: 'Sommerakademie Jazz Nr. 7',
  teaser: 'Neue Arbeiten.',
  date: '2025-12-31T23:30:00.000Z',
  category: 'Musik',
};

describe('NewsTeaserCard', () => {
  it('links the title to the localized detail page', () => {
    render(<NewsTeaserCard item={item} locale="de" />);
    expect(screen.getByRole('link', { name: item.title })).toHaveAttribute(
      'href',
      '/de/neuigkeiten/sommerakademie-jazz-7/7',
    );
  });

  it('shows the Berlin date with a machine-readable datetime', () => {
    render(<NewsTeaserCard item={item} locale="en" />);
    const time = screen.getByText('01.01.2026');
    expect(time).toHaveAttribute('datetime', item.date);
  });

  it('uses the requested heading level', () => {
    render(<NewsTeaserCard item={item} locale="en" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: item.title })).toBeInTheDocument();
  });

  it("shows the title through the host's hyphenation", () => {
    const hyphenate = (text: string) => `~${text}~`;
    render(<NewsTeaserCard item={item} locale="de" options={{ hyphenate }} />);
    expect(screen.getByRole('link').textContent).toBe(`~${item.title}~`);
  });
});
