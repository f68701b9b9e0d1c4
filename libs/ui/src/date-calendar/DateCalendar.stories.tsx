import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateCalendar } from './DateCalendar';

/** Stories are pinned to 18 March 2026, so they look the same every day. */
const today = new Date('2026-03-18T11:00:00Z');

/** News: days in the past, February without entries. */
const newsDays = [
  '16.03.2026',
  '12.03.2026',
  '10.03.2026',
  '03.03.2026',
  '02.03.2026',
  '28.01.2026',
  '21.01.2026',
  '09.01.2026',
  '15.12.2025',
];

/** Events: days ahead, April without entries. */
const eventDays = [
  '19.03.2026',
  '24.03.2026',
  '27.03.2026',
  '06.05.2026',
  '13.05.2026',
  '14.05.2026',
  '02.06.2026',
  '30.06.2026',
];

const meta = {
  title: 'Chrome/Date calendar',
  component: DateCalendar,
  tags: ['autodocs'],
  args: {
    locale: 'de',
    days: newsDays,
    value: null,
    name: 'date',
    label: 'Datum',
    today,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <form method="get" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The date filter of the news and event lists (spec 2/4): only the calendar's days (the days with entries) can be chosen. Each is a submit button `date=dd.mm.yyyy` of the GET filter form, so it works without JavaScript; the month buttons jump over months without entries. APG date grid: arrows, Home/End, PageUp/PageDown.",
      },
    },
  },
} satisfies Meta<typeof DateCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** News: past days; opens on the month of the entry nearest to today. */
export const News: Story = {};

/** Events: upcoming days. */
export const Events: Story = { args: { days: eventDays, locale: 'en', label: 'Date' } };

/** A chosen day (from the list's URL) is pressed and opens its month. */
export const WithSelectedDay: Story = { args: { value: '21.01.2026' } };

/** A calendar with a single day: both month buttons stay disabled. */
export const SingleDay: Story = { args: { days: ['12.05.2026'] } };

/** The keyboard: arrows move between the days with entries, across months; PageDown turns the page. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    const start = canvas.getByRole('button', { name: 'Montag, 16. März 2026' });
    start.focus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Montag, 2. März 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(grid).toHaveAccessibleName('Januar 2026');
    await expect(canvas.getByRole('button', { name: 'Mittwoch, 28. Januar 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(grid).toHaveAccessibleName('März 2026');
  },
};
