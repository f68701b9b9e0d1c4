import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DeferredLoadMore } from './DeferredLoadMore';

const labels = {
  loadMore: 'Mehr laden',
  loading: 'Wird geladen …',
  loaded: '{count} weitere Einträge geladen.',
  failed: 'Die Einträge konnten nicht geladen werden.',
};

/** Stands in for a list's island (in the site: TanStack Query, the API client and the renderers). */
function ExampleIsland({ entries }: { entries: string[]; autoLoad: true }) {
  return (
    <ul>
      {[...entries, 'Eintrag 3 (nachgeladen)', 'Eintrag 4 (nachgeladen)'].map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </ul>
  );
}

const entries = ['Eintrag 1', 'Eintrag 2'];

function DeferredList({ fails = false }: { fails?: boolean }) {
  const load = () =>
    fails
      ? Promise.reject(new Error('offline'))
      : new Promise<typeof ExampleIsland>((resolve) =>
          setTimeout(() => resolve(ExampleIsland), 300),
        );
  return (
    <DeferredLoadMore
      load={load}
      islandProps={{ entries }}
      labels={labels}
      hasMore
      nextHref="?page=2"
    >
      <ul>
        {entries.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
    </DeferredLoadMore>
  );
}

const meta = {
  title: 'Components/Load more (on demand)',
  component: DeferredList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 5: a "load more" list whose interactive code is not part of the page: the ' +
          "server's list and the control until the control comes within 600 px of the screen " +
          '(the code starts loading) or is pressed (the island takes over and asks for the next ' +
          'page).',
      },
    },
  },
} satisfies Meta<typeof DeferredList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed: busy while the island's code loads, then the island shows the list with the next page. */
export const Loads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr laden' }));
    await expect(await canvas.findByText('Eintrag 3 (nachgeladen)')).toBeInTheDocument();
  },
};

/** The code could not be loaded: an alert, and the control stays to try again. */
export const LoadFails: Story = {
  args: { fails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr laden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Einträge konnten nicht geladen werden.',
    );
    await expect(canvas.getByRole('button', { name: 'Mehr laden' })).toBeEnabled();
  },
};
