import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../state/chrome-store';
import { SearchField } from './SearchField';
import type { SuggestionInput } from './suggestion';

const semester: SuggestionInput[] = [
  { title: 'Semesterkonzert', type: 'event', date: '2026-12-03T18:00:00.000Z' },
  { title: 'Semesterkonzert', type: 'event', date: '2027-01-21T18:00:00.000Z' },
  { title: 'Semesterkonzert', type: 'event', date: '2026-07-02T17:00:00.000Z' },
  { title: 'Semesterbeginn', type: 'page', date: null },
];

function setup(locale: 'de' | 'en', answer: readonly SuggestionInput[]) {
  const user = userEvent.setup();
  render(
    <Provider store={createStore()}>
      <SearchField
        locale={locale}
        fetchSuggestions={vi.fn(() => Promise.resolve(answer))}
        onSubmit={vi.fn()}
      />
    </Provider>,
  );
  return { user, input: screen.getByRole('combobox') };
}

describe('search suggestions (spec 1: type, date, order, count)', () => {
  it('shows each suggestion with its type and, for events, the day, in order', async () => {
    const { user, input } = setup('de', semester);
    await user.type(input, 'semester');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Semesterkonzert Veranstaltung · 03.12.2026',
      'Semesterkonzert Veranstaltung · 21.01.2027',
      'Semesterkonzert Veranstaltung · 02.07.2026',
      'Semesterbeginn Seite',
    ]);
  });

  it('announces the number of suggestions in a live region, singular and plural', async () => {
    const { user, input } = setup('de', semester);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.type(input, 'semester');
    expect(status.textContent).toBe('4 Vorschläge');
    await user.keyboard('{Escape}');
    expect(status.textContent).toBe('');
  });

  it('announces one suggestion in English, and plain titles still work', async () => {
    const { user, input } = setup('en', ['Semester concert']);
    await user.type(input, 'semester');
    expect(screen.getByRole('status').textContent).toBe('1 suggestion');
    expect(screen.getByRole('option').textContent).toBe('Semester concert');
  });

  it('submits a chosen suggestion by its title', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <Provider store={createStore()}>
        <SearchField
          locale="en"
          fetchSuggestions={() => Promise.resolve(semester)}
          onSubmit={onSubmit}
        />
      </Provider>,
    );
    await user.type(screen.getByRole('combobox'), 'semester');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Semesterkonzert');
  });
});
