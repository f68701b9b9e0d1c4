import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateCalendar, type DateCalendarProps } from './DateCalendar';

// January and March 2026 have entries, February none; any order on the wire.
const days = [
  '20.03.2026',
  '27.01.2026',
  '30.01.2026',
  '03.03.2026',
  '02.03.2026',
  '31.03.2026',
  '05.03.2026',
];
const today = new Date('2026-03-18T10:00:00Z');

function renderCalendar(props: Partial<DateCalendarProps> = {}) {
  return render(
    <DateCalendar
      locale="de"
      days={days}
      value={null}
      name="date"
      label="Datum"
      today={today}
      {...props}
    />,
  );
}

const grid = () => screen.getByRole('grid');
const title = () => grid().getAttribute('aria-labelledby') ?? '';
const monthTitle = () => document.getElementById(title())?.textContent;
const dayButtons = () => within(grid()).queryAllByRole('button');

describe('DateCalendar', () => {
  it('opens on the month of the available day nearest to today, named by a live title', () => {
    renderCalendar();
    expect(screen.getByRole('grid', { name: 'März 2026' })).toBeInTheDocument();
    expect(document.getElementById(title())).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('group', { name: 'Datum' })).toBeInTheDocument();
  });

  it("opens on the selected day's month and marks the day pressed", () => {
    renderCalendar({ value: '30.01.2026' });
    expect(monthTitle()).toBe('Januar 2026');
    expect(screen.getByRole('button', { name: 'Freitag, 30. Januar 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Dienstag, 27. Januar 2026' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('follows a new value to its month', () => {
    const { rerender } = renderCalendar({ value: '30.01.2026' });
    rerender(
      <DateCalendar
        locale="de"
        days={days}
        value="05.03.2026"
        name="date"
        label="Datum"
        today={today}
      />,
    );
    expect(monthTitle()).toBe('März 2026');
  });

  it('makes only the available days submit buttons carrying the wire day', () => {
    renderCalendar();
    expect(dayButtons().map((button) => button.textContent)).toEqual(['2', '3', '5', '20', '31']);
    const third = screen.getByRole('button', { name: 'Dienstag, 3. März 2026' });
    expect(third).toHaveAttribute('type', 'submit');
    expect(third).toHaveAttribute('name', 'date');
    expect(third).toHaveAttribute('value', '03.03.2026');
    expect(within(grid()).getByText('4').tagName).toBe('SPAN');
    expect(within(grid()).getByText('18')).toHaveAttribute('aria-current', 'date');
  });

  it('submits the form with the chosen day and tells onSelect', async () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
      const submitter = event.submitter as HTMLButtonElement | null;
      return submitter?.value;
    });
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <DateCalendar
          locale="de"
          days={days}
          value={null}
          name="date"
          label="Datum"
          today={today}
          onSelect={onSelect}
        />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Freitag, 20. März 2026' }));
    expect(onSelect).toHaveBeenCalledWith('20.03.2026');
    expect(onSubmit).toHaveReturnedWith('20.03.2026');
  });

  it('jumps over months without days and disables the month buttons at the ends', async () => {
    renderCalendar();
    const previous = screen.getByRole('button', {
      name: 'Vorheriger Monat mit Einträgen: Januar 2026',
    });
    const next = screen.getByRole('button', { name: 'Nächster Monat mit Einträgen' });
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(monthTitle()).toBe('Januar 2026');
    expect(previous).toBeDisabled();
    // The focus does not fall out of the calendar when its button is disabled.
    expect(screen.getByRole('button', { name: 'Dienstag, 27. Januar 2026' })).toHaveFocus();
    await userEvent.click(
      screen.getByRole('button', { name: 'Nächster Monat mit Einträgen: März 2026' }),
    );
    expect(monthTitle()).toBe('März 2026');
  });

  it('has one tab stop in the grid: the selected day, else the first available day', async () => {
    renderCalendar({ value: '05.03.2026' });
    expect(
      dayButtons()
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.textContent),
    ).toEqual(['5']);
    await userEvent.click(screen.getByRole('button', { name: /Vorheriger Monat/ }));
    expect(
      dayButtons()
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.textContent),
    ).toEqual(['27']);
  });

  it('moves with the arrow keys across a month boundary, Home/End and PageUp/PageDown', async () => {
    renderCalendar({ value: '02.03.2026' });
    await userEvent.tab(); // the previous-month button (the next one is disabled)
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Montag, 2. März 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(monthTitle()).toBe('Januar 2026');
    expect(screen.getByRole('button', { name: 'Freitag, 30. Januar 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Montag, 2. März 2026' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Dienstag, 31. März 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Freitag, 20. März 2026' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Montag, 2. März 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(monthTitle()).toBe('Januar 2026');
    expect(screen.getByRole('button', { name: 'Dienstag, 27. Januar 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(monthTitle()).toBe('März 2026');
    // The available day nearest to 27 March.
    expect(screen.getByRole('button', { name: 'Dienstag, 31. März 2026' })).toHaveFocus();
    await userEvent.tab(); // one tab stop: the next tab leaves the grid
    expect(document.body).toHaveFocus();
  });

  it('keeps the page from scrolling on a grid key with nowhere to go', () => {
    renderCalendar();
    const last = screen.getByRole('button', { name: 'Dienstag, 31. März 2026' });
    expect(fireEvent.keyDown(last, { key: 'ArrowRight' })).toBe(false);
    expect(fireEvent.keyDown(last, { key: 'a' })).toBe(true);
  });

  it('speaks English', () => {
    renderCalendar({ locale: 'en', label: 'Date' });
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, 3 March 2026' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Previous month with entries: January 2026' }),
    ).toBeEnabled();
    expect(screen.getByRole('columnheader', { name: 'Mon' })).toHaveAttribute('abbr', 'Monday');
    expect(screen.getByText('Only days with entries can be chosen.')).toBeInTheDocument();
  });

  it('names the weekday columns in German, Monday first', () => {
    renderCalendar();
    const headers = within(grid()).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('abbr'))).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(headers[0]).toHaveTextContent('Mo');
  });
});
