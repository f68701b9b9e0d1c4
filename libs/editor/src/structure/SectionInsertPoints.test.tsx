import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionInsertPoints } from './SectionInsertPoints';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** Two sections of a content page, as an editor's render marks them. */
function page() {
  const main = document.body.appendChild(document.createElement('main'));
  for (const id of [7, 9]) {
    const section = main.appendChild(document.createElement('div'));
    section.dataset['aulaModel'] = 'ContainerModule';
    section.dataset['aulaModuleId'] = String(id);
    section.innerHTML = `<p>Abschnitt ${id}</p>`;
  }
  return main;
}

describe('SectionInsertPoints (DESIGN.md 8: adding where you look)', () => {
  it('offers a place above each section and below the last, in reading order', async () => {
    const main = page();
    const onInsert = vi.fn();
    render(<SectionInsertPoints locale="de" onInsert={onInsert} />);
    // The page's one scan finds the sections on the next frame.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const buttons = [...main.querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Abschnitt hier einfügen, vor Abschnitt 1',
      'Abschnitt hier einfügen, vor Abschnitt 2',
      'Abschnitt am Ende der Seite einfügen',
    ]);
    // Each "before" place comes first in its section, before the section's own content.
    expect(main.children[0]?.firstElementChild?.contains(buttons[0] ?? null)).toBe(true);
    fireEvent.click(
      screen.getByRole('button', { name: 'Abschnitt hier einfügen, vor Abschnitt 2' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abschnitt am Ende der Seite einfügen' }));
    expect(onInsert.mock.calls).toEqual([[9], [null]]);
  });
});
