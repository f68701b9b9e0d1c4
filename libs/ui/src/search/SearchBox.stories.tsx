import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchBox } from './SearchBox';
import { SearchField } from './SearchField';

const words = ['jazz', 'jazzchor', 'jazz-institut', 'januar', 'javanische musik'];
const fetchSuggestions = (query: string) =>
  Promise.resolve(words.filter((word) => word.startsWith(query)));

const meta = {
  title: 'Chrome/Search box',
  component: SearchBox,
  tags: ['autodocs'],
  args: { locale: 'de', fetchSuggestions, onSubmit: () => undefined },
  parameters: {
    docs: {
      description: {
        component:
          'Desktop: expands on the first click, submits on the next if it holds text. Small screens: a search overlay slides in. Autocomplete from 2 characters as an ARIA combobox (spec 2/4).',
      },
    },
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const English: Story = { args: { locale: 'en' } };

/** The field alone with the suggestion list open. */
export const WithSuggestions: Story = {
  render: (args) => <SearchField {...args} />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input');
    if (!input) return;
    await userEvent.type(input, 'ja');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

/** After the first click: the expanded desktop box, or the overlay on small screens. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const toggle = canvasElement.querySelector<HTMLButtonElement>(
      'button[aria-label="Suche öffnen"]',
    );
    if (toggle) await userEvent.click(toggle);
    await expect(canvasElement.querySelector('input')).not.toBeNull();
  },
};
