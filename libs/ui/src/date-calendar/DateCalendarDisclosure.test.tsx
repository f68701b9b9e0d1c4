import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateCalendarDisclosure } from './DateCalendarDisclosure';

const days = ['03.03.2026', '20.03.2026'];
const today = new Date('2026-03-18T10:00:00Z');

function renderDisclosure(value: string | null = null, locale: 'de' | 'en' = 'de') {
  const view = render(
    <form>
      <DateCalendarDisclosure
        locale={locale}
        days={days}
        value={value}
        name="date"
        label="Datum"
        today={today}
      />
    </form>,
  );
  const details = view.container.querySelector('details') as HTMLDetailsElement;
  const toggle = view.container.querySelector('summary') as HTMLElement;
  return { details, toggle };
}

describe('DateCalendarDisclosure', () => {
  it('starts closed behind a "choose date" button in both languages', () => {
    const { details, toggle } = renderDisclosure();
    expect(details.open).toBe(false);
    expect(toggle).toHaveTextContent('Datum wählen');
    expect(renderDisclosure(null, 'en').toggle).toHaveTextContent('Choose date');
  });

  it('names the chosen day on its button', () => {
    expect(renderDisclosure('20.03.2026').toggle).toHaveTextContent('Freitag, 20. März 2026');
  });

  it('opens on its button, and Escape closes it and returns the focus to the button', async () => {
    const { details, toggle } = renderDisclosure();
    await userEvent.click(toggle);
    expect(details.open).toBe(true);
    const day = screen.getByRole('button', { name: 'Freitag, 20. März 2026' });
    day.focus();
    fireEvent.keyDown(day, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('leaves other keys and a closed disclosure alone', () => {
    const { details, toggle } = renderDisclosure();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(details.open).toBe(false);
    details.open = true;
    fireEvent.keyDown(toggle, { key: 'a' });
    expect(details.open).toBe(true);
  });
});
