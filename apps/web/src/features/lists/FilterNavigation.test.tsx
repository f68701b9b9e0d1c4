// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterNavigation } from './FilterNavigation';
import { dropFilterHandOver, handOverFilter } from './filter-handover';

const router = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  router.replace.mockReset();
  dropFilterHandOver();
});

/** The server-rendered filter form of a list (spec 2, 4) with the island inside. */
function renderForm(date: string | null = null) {
  return render(
    <form aria-label="Filtern" action="/de/neuigkeiten" method="get">
      <fieldset>
        <legend>Kategorie</legend>
        <label>
          <input type="checkbox" name="category" value="musik" defaultChecked /> Musik
        </label>
        <label>
          <input type="checkbox" name="category" value="film" /> Film
        </label>
      </fieldset>
      <button type="submit" {...(date ? { name: 'date', value: date } : {})}>
        Filtern
      </button>
      <details>
        <summary data-date-toggle="">Datum wählen</summary>
        <button type="submit" name="date" value="23.10.2026">
          23.10.2026
        </button>
      </details>
      <button type="submit" data-all-dates="">
        Alle Tage
      </button>
      <a href="/de/neuigkeiten" data-filter-reset="">
        Filter zurücksetzen
      </a>
      <FilterNavigation path="/de/neuigkeiten" resultText="Ergebnisse: 7" />
    </form>,
  );
}

describe('FilterNavigation (spec 2, 4: the list filter without page loads)', () => {
  it('replaces the address in place when a chip changes, keeping the chosen day', () => {
    renderForm('23.10.2026');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Film' }));
    expect(router.replace).toHaveBeenCalledWith(
      '/de/neuigkeiten?category=musik&category=film&date=23.10.2026',
      { scroll: false },
    );
  });

  it('filters by the calendar day that was chosen, and "all dates" drops the day', () => {
    renderForm('01.01.2026');
    fireEvent.click(screen.getByRole('button', { name: '23.10.2026' }));
    expect(router.replace).toHaveBeenLastCalledWith(
      '/de/neuigkeiten?category=musik&date=23.10.2026',
      { scroll: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Alle Tage' }));
    expect(router.replace).toHaveBeenLastCalledWith('/de/neuigkeiten?category=musik', {
      scroll: false,
    });
  });

  it('resets to the bare list without loading a page', () => {
    renderForm();
    const click = fireEvent.click(screen.getByRole('link', { name: 'Filter zurücksetzen' }));
    expect(click).toBe(false);
    expect(router.replace).toHaveBeenCalledWith('/de/neuigkeiten', { scroll: false });
  });

  it('on the page the filter brought: focus back on the same chip, the count announced', async () => {
    handOverFilter('/de/neuigkeiten', 'input[name="category"][value="film"]');
    renderForm();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Film' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ergebnisse: 7'));
  });

  it('after a day, the focus goes to the date button', () => {
    handOverFilter('/de/neuigkeiten', '[data-date-toggle]');
    renderForm();
    expect(document.activeElement).toBe(screen.getByText('Datum wählen'));
  });

  it('announces nothing and moves no focus when the list was opened otherwise', async () => {
    handOverFilter('/de/personen', 'input[name="category"][value="film"]');
    renderForm();
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(document.body);
  });
});
