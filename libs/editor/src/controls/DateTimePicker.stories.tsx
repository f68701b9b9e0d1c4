import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';

/** The picker with its value kept here, as a form keeps it. */
function Stateful(props: DateTimePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateTimePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Editor/Controls/Date and time picker',
  component: DateTimePicker,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Conventions 17, spec 1: a date or date-and-time field on React Aria Components, typed ' +
          'segment by segment or picked from the calendar, German (`17.09.2026, 20:00`) or ' +
          'English (`17/09/2026, 20:00`), always in Europe/Berlin; the value is the wall time ' +
          'the API takes (`2026-09-17T20:00`, or `2026-09-17` for a day).',
      },
    },
  },
  args: {
    locale: 'de',
    label: 'Beginn',
    precision: 'datetime',
    value: '',
    onChange: fn(),
  },
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: HTMLElement, name: RegExp) => within(canvas).getByRole('group', { name });

export const EmptyGerman: Story = {
  args: { description: 'Uhrzeit in Europe/Berlin.', isRequired: true },
  play: async ({ canvasElement, args }) => {
    const group = field(canvasElement, /^Beginn/);
    await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('170920262000');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-09-17T20:00'));
  },
};

export const FilledGerman: Story = {
  args: { value: '2026-09-17T20:00' },
  play: async ({ canvasElement }) => {
    // React Aria isolates the time for right-to-left scripts (U+2066, U+2069).
    await expect(field(canvasElement, /^Beginn/)).toHaveTextContent(/^17\.09\.2026, \u206620:00/);
  },
};

export const FilledEnglish: Story = {
  args: { locale: 'en', label: 'Start', value: '2026-09-17T20:00' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /^Start/)).toHaveTextContent(/^17\/09\/2026, \u206620:00/);
  },
};

export const InvalidGerman: Story = {
  args: {
    label: 'Veröffentlichen am (Europe/Berlin)',
    value: '2026-03-01T08:00',
    isRequired: true,
    errorMessage: 'Bitte wählen Sie einen Zeitpunkt in der Zukunft.',
  },
};

export const UnfinishedEnglish: Story = {
  // A spy of its own: the vitest story check does not reset the shared one between stories.
  args: { locale: 'en', label: 'Deadline', precision: 'date', onChange: fn() },
  // A field after the picker, as in a form: focus leaves the picker for it.
  render: (args) => (
    <>
      <Stateful {...args} />
      <button type="button">Next</button>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const group = field(canvasElement, /^Deadline/);
    await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('17');
    // Focus leaves the field for the next one: the unfinished entry is told.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(
      await within(canvasElement).findByText(
        'Please enter the whole date (DD/MM/YYYY) or clear the field.',
      ),
    ).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledGerman: Story = {
  args: { label: 'Frist', precision: 'date', value: '2026-09-17', isDisabled: true },
};

export const DisabledEnglish: Story = {
  args: { locale: 'en', label: 'Deadline', precision: 'date', value: '', isDisabled: true },
};

export const CalendarEnglish: Story = {
  args: { locale: 'en', label: 'Uploaded from', precision: 'date', value: '2026-10-24' },
  play: async ({ canvasElement, args }) => {
    const group = field(canvasElement, /^Uploaded from/);
    await userEvent.click(within(group).getByRole('button', { name: /^Open calendar/ }));
    const calendar = await within(document.body).findByRole('dialog');
    await expect(within(calendar).getByRole('heading')).toHaveTextContent('October 2026');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-10-31'));
  },
};

export const CalendarGerman: Story = {
  args: { label: 'Hochgeladen ab', precision: 'date', value: '2026-10-24' },
  play: async ({ canvasElement }) => {
    const group = field(canvasElement, /^Hochgeladen ab/);
    await userEvent.click(within(group).getByRole('button', { name: /^Kalender öffnen/ }));
    const calendar = await within(document.body).findByRole('dialog');
    await expect(within(calendar).getByRole('heading')).toHaveTextContent('Oktober 2026');
  },
};

/** In the admin lists' filter bar (a GET form): compact, the day sent in a hidden input. */
export const FilterBarGerman: Story = {
  args: { label: 'Von', precision: 'date', value: '2026-09-17', compact: true, name: 'since' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[name="since"]')).toHaveValue('2026-09-17');
  },
};
