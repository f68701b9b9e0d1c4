import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { publishingStoryClient } from '../publishing/publishing-story-client';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { HistoryPanel } from './HistoryPanel';

const meta = {
  title: 'Editor/History/History panel',
  component: HistoryPanel,
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
          "DESIGN.md 8: a section's history (who saved, drafted, published or restored what and " +
          'when), the diff of each entry against the one before, and restore as a new save.',
      },
    },
  },
  args: {
    locale: 'de',
    client: publishingStoryClient(),
    sectionId: 5,
    version: 3,
    onRestored: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof HistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompareAndRestore: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Verlauf des Abschnitts' });
    const entries = await within(dialog).findAllByRole('listitem');
    await expect(entries[0]).toHaveTextContent('Veröffentlicht von redaktion am 20.11.2026, 10:15');
    const [compare] = within(dialog).getAllByRole('button', {
      name: 'Mit der Fassung davor vergleichen',
    });
    if (!compare) throw new Error('no compare button');
    await userEvent.click(compare);
    await expect(compare).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('region', { name: 'Unterschiede' })).toHaveTextContent(
      'Block Text hinzugefügt',
    );
    const [restore] = within(dialog).getAllByRole('button', {
      name: /^Diese Fassung wiederherstellen/,
    });
    if (!restore) throw new Error('no restore button');
    await userEvent.click(restore);
    await waitFor(() => expect(args.onRestored).toHaveBeenCalled());
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Section history' });
    await expect(
      await within(dialog).findByText('Draft by lehmann on 19.11.2026, 17:40'),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: {
    client: Object.assign(publishingStoryClient(), {
      publishing: {
        ...publishingStoryClient().publishing,
        revisions: () => Promise.reject(new Error('offline')),
      },
    }),
  },
  play: async () => {
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'Der Verlauf konnte nicht geladen werden.',
    );
  },
};
