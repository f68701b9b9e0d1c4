import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRevisions } from '../publishing/publishing-story-client';
import { DiffView } from './DiffView';
import { revisionDiff } from './revision-diff';

const [published, draft, saved] = storyRevisions;

const meta = {
  title: 'Editor/History/Diff view',
  component: DiffView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 8: the readable diff of two revisions of a section: layout, blocks added, ' +
          "removed and moved, fields changed (with the block definitions' translated labels).",
      },
    },
  },
  args: {
    locale: 'de',
    entries: published && draft ? revisionDiff('de', draft.snapshot, published.snapshot) : [],
    headingId: 'diff',
  },
} satisfies Meta<typeof DiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangedAddedRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Unterschiede' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Block Überschrift: Überschrift geändert', { exact: false }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Willkommen an der Aula')).toBeInTheDocument();
    await expect(canvas.getByText('Block Text hinzugefügt')).toBeInTheDocument();
    await expect(canvas.getByText('Block Zitat entfernt')).toBeInTheDocument();
  },
};

export const Moved: Story = {
  args: {
    entries: draft && saved ? revisionDiff('en', saved.snapshot, draft.snapshot) : [],
    locale: 'en',
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset['diffKind'])).toEqual(['moved', 'moved']);
    await expect(items[0]).toHaveTextContent(
      'Block Headline moved: column 1, position 2 → column 1, position 1',
    );
  },
};

export const NoDifference: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Unterschiede.')).toBeInTheDocument();
  },
};
