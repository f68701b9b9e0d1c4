import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateCalendarDisclosure } from './DateCalendarDisclosure';

/** Pinned to 18 March 2026, so the stories look the same every day. */
const today = new Date('2026-03-18T11:00:00Z');
const days = ['16.03.2026', '12.03.2026', '03.03.2026', '28.01.2026', '21.01.2026'];

const meta = {
  title: 'Chrome/Date calendar on demand',
  component: DateCalendarDisclosure,
  tags: ['autodocs'],
  args: { locale: 'de', days, value: null, name: 'date', label: 'Datum', today },
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
          'The date filter of the news and event lists (spec 2/4) as a button that opens the ' +
          'month calendar on demand: a native disclosure, so it works without JavaScript; ' +
          'Escape closes it and returns the focus to the button, which names the chosen day.',
      },
    },
  },
} satisfies Meta<typeof DateCalendarDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the "Datum wählen" button takes room. */
export const Closed: Story = {};

/** English, closed. */
export const ClosedEnglish: Story = { args: { locale: 'en', label: 'Date' } };

/** A chosen day names itself on the button. */
export const WithChosenDay: Story = { args: { value: '21.01.2026' } };

/** Open: the month calendar below the button; Escape closes it and the focus goes back. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvasElement.querySelector('summary') as HTMLElement;
    await userEvent.click(toggle);
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/** Escape closes the open calendar and returns the focus to the button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvasElement.querySelector('summary') as HTMLElement;
    await userEvent.click(toggle);
    await expect(canvas.getByRole('grid')).toBeVisible();
    canvas.getByRole('button', { name: 'Montag, 16. März 2026' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
  },
};
