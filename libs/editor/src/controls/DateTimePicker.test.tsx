import type { Locale } from '@aula/routing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DatePrecision } from './berlin-date-value';
import { DateTimePicker } from './DateTimePicker';

function Controlled(props: {
  locale: Locale;
  precision: DatePrecision;
  initial: string;
  onChange(value: string): void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <form>
      <DateTimePicker
        locale={props.locale}
        label="Beginn"
        precision={props.precision}
        value={value}
        name="starts_at"
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <button type="button">next field</button>
    </form>
  );
}

const setup = (locale: Locale, precision: DatePrecision, initial = '') => {
  const onChange = vi.fn<(value: string) => void>();
  render(
    <Controlled locale={locale} precision={precision} initial={initial} onChange={onChange} />,
  );
  const field = screen.getByRole('group', { name: /^Beginn/ });
  return { onChange, field, user: userEvent.setup() };
};

const firstSegment = (field: HTMLElement) =>
  within(field).getAllByRole('spinbutton')[0] as HTMLElement;

/** What the field shows, as a sighted editor reads it. */
const shown = (field: HTMLElement) => (field.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

describe('the date and time picker (conventions 17, spec 1)', () => {
  it('shows a Berlin wall time in the German format', () => {
    const { field } = setup('de', 'datetime', '2026-09-17T20:00');
    expect(shown(field)).toBe('17.09.2026, 20:00');
  });

  it('shows the same value in English day-first, 24 h', () => {
    const { field } = setup('en', 'datetime', '2026-09-17T20:00');
    expect(shown(field)).toBe('17/09/2026, 20:00');
  });

  it('takes typed segments as the wall time the API expects, in the hidden input too', async () => {
    const { field, onChange, user } = setup('de', 'datetime');
    await user.click(firstSegment(field));
    await user.keyboard('170920262000');
    expect(onChange).toHaveBeenLastCalledWith('2026-09-17T20:00');
    expect(document.querySelector('input[name="starts_at"]')).toHaveValue('2026-09-17T20:00');
  });

  it('is cleared by emptying every segment', async () => {
    const { field, onChange, user } = setup('en', 'date', '2026-09-17');
    await user.click(within(field).getByRole('spinbutton', { name: /^year/i }));
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(document.querySelector('input[name="starts_at"]')).toHaveValue('');
  });

  it('says in the page language that a half-typed date is unfinished', async () => {
    const { field, onChange, user } = setup('de', 'date');
    await user.click(firstSegment(field));
    await user.keyboard('17');
    await user.click(screen.getByRole('button', { name: 'next field' }));
    expect(
      await screen.findByText(
        'Bitte geben Sie das Datum vollständig ein (TT.MM.JJJJ) oder leeren Sie das Feld.',
      ),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a half-cleared stored date unsent and says so', async () => {
    const { field, onChange, user } = setup('de', 'date', '2026-09-17');
    await user.click(firstSegment(field));
    await user.keyboard('{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'next field' }));
    expect(
      await screen.findByText(
        'Bitte geben Sie das Datum vollständig ein (TT.MM.JJJJ) oder leeren Sie das Feld.',
      ),
    ).toBeInTheDocument();
    expect(shown(field)).toBe('tt.09.2026');
    // React Aria took the day "1" on the way (a complete date); the empty day is never sent.
    expect(onChange).not.toHaveBeenCalledWith('');
  });

  it('shows the message it is given (the form, the server) and marks the field invalid', () => {
    render(
      <DateTimePicker
        locale="en"
        label="Publish at"
        precision="datetime"
        value=""
        onChange={() => undefined}
        errorMessage="Please choose a time in the future."
      />,
    );
    const field = screen.getByRole('group', { name: /^Publish at/ });
    expect(screen.getByText('Please choose a time in the future.')).toBeInTheDocument();
    expect(within(field).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('picks a day from the calendar with the keyboard', async () => {
    const { field, onChange, user } = setup('en', 'date', '2026-09-17');
    await user.click(within(field).getByRole('button', { name: /^Open calendar/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('heading')).toHaveTextContent('September 2026');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-09-18');
  });
});
