import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchBox } from './SearchBox';
import { SearchField } from './SearchField';
import type { SuggestionInput } from './suggestion';

const words: SuggestionInput[] = [
  { title: 'Jazz', type: 'programme', date: null },
  { title: 'Jazzchor', type: 'event', date: '2026-12-03T18:00:00.000Z' },
  { title: 'Jazz-Institut', type: 'microsite', date: null },
  { title: 'Januar-Konzert', type: 'event', date: '2026-01-15T18:00:00.000Z' },
  { title: 'Javanische Musik', type: 'news', date: null },
];
const fetchSuggestions = (query: string) =>
  Promise.resolve(
    words.filter((word) => typeof word !== 'string' && word.title.toLowerCase().startsWith(query)),
  );

/** Ten events of one title, to come and past (spec 9: the list is at most 21rem high, scrolls). */
const semesterConcerts: SuggestionInput[] = Array.from({ length: 10 }, (_, index) => ({
  title: 'Semesterkonzert',
  type: 'event',
  date: new Date(Date.UTC(2026, 11 - index, 3, 18)).toISOString(),
}));

const meta = {
  title: 'Chrome/Search box',
  component: SearchBox,
  tags: ['autodocs'],
  args: { locale: 'de', fetchSuggestions, onSubmit: () => undefined },
  parameters: {
    docs: {
      description: {
        component:
          'Desktop: expands on the first click, submits on the next if it holds text. Small ' +
          'screens: a search overlay slides in. Autocomplete from 2 characters as an ARIA ' +
          'combobox (spec 2/4); each suggestion shows its type and, for events, its date; a live ' +
          'region announces the count (spec 1).',
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

/** Ten suggestions: the list keeps to its 21rem and scrolls; the live region says how many. */
export const ManySuggestions: Story = {
  args: { fetchSuggestions: () => Promise.resolve(semesterConcerts) },
  render: (args) => <SearchField {...args} />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input');
    if (!input) return;
    await userEvent.type(input, 'semester');
    await expect(canvasElement.querySelectorAll('[role="option"]')).toHaveLength(10);
    const status = canvasElement.querySelector('[role="status"]');
    await expect(status).toHaveTextContent('10 Vorschläge');
  },
};

/** Plain titles (the autocomplete of spec 7) without type or date. */
export const PlainTitles: Story = {
  args: { fetchSuggestions: () => Promise.resolve(['Jazz', 'Jazzchor']) },
  render: (args) => <SearchField {...args} />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input');
    if (input) await userEvent.type(input, 'ja');
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
