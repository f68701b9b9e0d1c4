import { blockDefinitions, createClient } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockForm } from '../forms/BlockForm/BlockForm';
import { EditorQueryProvider } from '../query/EditorQueryProvider';

const news = [
  {
    id: 21,
    slug: 'semesterkonzert',
    title: 'Semesterkonzert',
    teaser: '',
    date: '2026-11-20T10:00:00.000Z',
    category: 'musik',
  },
  {
    id: 22,
    slug: 'rundgang',
    title: 'Rundgang 2026',
    teaser: '',
    date: '2026-11-19T10:00:00.000Z',
    category: 'musik',
  },
];

/**
 * Categories and the news list (by category) for the picker's browse; the news search finds the
 * titles that contain the text ("zzz" fails, as a broken search would).
 */
const client = createClient({
  minimumDelay: 0,
  fetch: async (input) => {
    const url = new URL(String(input), 'http://story.invalid');
    if (url.pathname.endsWith('/news/categories/'))
      return Response.json([{ id: 1, slug: 'musik', name: 'Musik' }]);
    if (url.pathname.endsWith('/api/news/'))
      return Response.json({
        count: news.length,
        next: null,
        previous: null,
        results: url.searchParams.get('category') === 'musik' ? news : [],
      });
    if (url.pathname.endsWith('/api/search/news/')) {
      const text = (url.searchParams.get('query') ?? '').toLowerCase();
      if (text === 'zzz') return Response.json({ detail: 'Unavailable.' }, { status: 503 });
      const found = news.filter((item) => item.title.toLowerCase().includes(text));
      return Response.json({
        count: found.length,
        next: null,
        previous: null,
        results: found.map(({ id, title, slug, teaser, date }) => ({
          id,
          category: 'news',
          type: 'news',
          title,
          teaser,
          url: `/de/neuigkeiten/${slug}/${id}`,
          date,
          image_url: null,
        })),
      });
    }
    return Response.json({ count: 0, next: null, previous: null, results: [] });
  },
});

function NewsListForm({ locale }: { locale: 'de' | 'en' }) {
  return (
    <BlockForm
      model="NewsListModule"
      defaultValue={{ ...blockDefinitions.NewsListModule.defaults, headline: 'Aktuelles' }}
      idPrefix="picker"
      locale={locale}
      client={client}
    />
  );
}

const meta = {
  title: 'Editor/Pickers/News, event and person picker',
  component: NewsListForm,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <EditorQueryProvider>
        <Story />
      </EditorQueryProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'spec 7 news, event and person pickers (the entity-reference field of the News List, Events List and Person List blocks): search by text or browse the latest by category, add several, reorder the chosen ones with buttons (keyboard too), remove.',
      },
    },
  },
  args: { locale: 'de' },
} satisfies Meta<typeof NewsListForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrowseAddAndReorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Kategorie' }),
      'musik',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Neueste anzeigen' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: /Hinzufügen\s*:\s*Semesterkonzert/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Hinzufügen\s*:\s*Rundgang 2026/ }));
    const chosen = canvas.getByRole('list', { name: 'Ausgewählt' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    // With the keyboard: focus "move down" of the first entry and press Enter.
    canvas.getByRole('button', { name: /Nach unten\s*:\s*Semesterkonzert/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(chosen).getAllByRole('listitem')[0]).toHaveTextContent('Rundgang 2026');
  },
};

/** Found as you type: the results open as a list; the arrow key and Enter add one. */
export const SearchAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('combobox', { name: 'Suchen' });
    await userEvent.type(search, 'Rund');
    const option = await within(document.body).findByRole('option', { name: 'Rundgang 2026' });
    await expect(option).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(search).toHaveAttribute('aria-expanded', 'false'));
    const chosen = await canvas.findByRole('list', { name: 'Ausgewählt' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await expect(chosen).toHaveTextContent('Rundgang 2026');
    // Typed further to nothing, the field says so.
    await userEvent.clear(search);
    await userEvent.type(search, 'Oper');
    await expect(await canvas.findByText('Keine Treffer.')).toBeInTheDocument();
  },
};

/** A search that fails says so, in English. */
export const SearchFailed: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search' }), 'zzz');
    await expect(await canvas.findByText('The search failed.')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) =>
    expect(await within(canvasElement).findByRole('combobox', { name: 'Category' })).toBeVisible(),
};
