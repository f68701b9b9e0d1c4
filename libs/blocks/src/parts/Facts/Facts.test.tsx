import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Facts } from './Facts';

describe('Facts', () => {
  it('is a labelled region with a description list of the facts that have a value', () => {
    render(
      <Facts
        label="Auf einen Blick"
        facts={[
          {
            term: 'Datum',
            value: <time dateTime="2026-11-24T18:00:00.000Z">24.11.2026, 19:00</time>,
          },
          { term: 'Ort', value: 'Studiobühne', testId: 'event-location' },
          { term: 'Fachbereich', value: null },
          { term: 'Kategorie', value: '' },
        ]}
      />,
    );
    const region = screen.getByRole('complementary', { name: 'Auf einen Blick' });
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Datum', 'Ort']);
    expect(screen.getByTestId('event-location')).toHaveTextContent('Studiobühne');
    expect(region.textContent).not.toContain('Fachbereich');
  });

  it('shows its call to action after the list', () => {
    render(
      <Facts label="At a glance" facts={[{ term: 'Degree', value: 'Bachelor of Music' }]}>
        <a href="/en/application/x/1">Apply now</a>
      </Facts>,
    );
    const region = screen.getByRole('complementary', { name: 'At a glance' });
    expect(within(region).getByRole('link', { name: 'Apply now' })).toBeInTheDocument();
  });

  it('renders nothing without facts or action', () => {
    const { container } = render(
      <Facts label="Auf einen Blick" facts={[{ term: 'Ort', value: undefined }]} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <Facts label="Auf einen Blick" facts={[{ term: 'Ort', value: 'Studiobühne' }]} />,
    );
    const { violations } = await axe.run(container, {
      rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
    });
    expect(violations).toEqual([]);
  });
});
