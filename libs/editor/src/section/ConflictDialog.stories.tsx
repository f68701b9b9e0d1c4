import type { ContainerModule } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storySection } from '../stories/story-client';
import { ConflictDialog } from './ConflictDialog';
import { draftOf, setValue } from './section-draft';

/** The section with its headline's `field` set to `value` (what the other editor saved). */
function savedWith(version: number, field: string, value: string): ContainerModule {
  const section = storySection(version);
  const [column] = section.columns;
  const [headline] = column?.children ?? [];
  return {
    ...section,
    columns: [
      {
        ...column,
        classes: column?.classes ?? '',
        children: [{ ...headline, [field]: value } as never],
      },
    ],
  };
}

const base = draftOf(storySection(2));
const mine = setValue(base, 'm10', { ...base.blocks[0]?.value, content: 'Meine Überschrift' });
const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Editor/Conflict dialog',
  component: ConflictDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A 409 on save (DESIGN.md 8): fields only one editor changed are merged automatically ' +
          'and listed; where both changed a field, the editor chooses per field, the saved value ' +
          'beside their own. Escape keeps the form as it was.',
      },
    },
  },
  args: {
    locale: 'de',
    current: savedWith(3, 'subline', 'Deren Unterzeile'),
    base,
    mine,
    onTakeCurrent: fn(),
    onSaveMerged: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof ConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Different fields: merged without asking, and the merge is what gets saved. */
export const MergedAutomatically: Story = {
  play: async ({ args }) => {
    const merged = within(dialog()).getByRole('region', { name: 'Automatisch zusammengeführt' });
    await expect(merged).toHaveTextContent(
      'Überschrift: Unterzeile: Änderung der anderen Person übernommen',
    );
    await expect(merged).toHaveTextContent('Überschrift: Überschrift: Ihre Änderung behalten');
    await expect(
      within(dialog()).getByText('Keine Felder wurden von beiden geändert.'),
    ).toBeVisible();
    await userEvent.click(
      within(dialog()).getByRole('button', { name: 'Zusammengeführte Fassung speichern' }),
    );
    await expect(args.onSaveMerged).toHaveBeenCalledWith(
      expect.objectContaining({
        version: 3,
        blocks: [
          expect.objectContaining({
            value: expect.objectContaining({
              content: 'Meine Überschrift',
              subline: 'Deren Unterzeile',
            }),
          }),
        ],
      }),
    );
  },
};

/** The same field: the editor sees both values and picks the saved one. */
export const ChooseField: Story = {
  args: { current: savedWith(3, 'content', 'Deren Überschrift') },
  play: async ({ args }) => {
    const choice = within(dialog()).getByRole('group', { name: 'Überschrift: Überschrift' });
    await expect(
      within(choice).getByRole('radio', { name: 'Ihre Fassung: Meine Überschrift' }),
    ).toBeChecked();
    await userEvent.click(
      within(choice).getByRole('radio', { name: 'Gespeicherter Stand: Deren Überschrift' }),
    );
    await expect(within(dialog()).getByRole('region', { name: 'Ihre Fassung' })).toHaveTextContent(
      'Meine Überschrift',
    );
    await userEvent.click(
      within(dialog()).getByRole('button', { name: 'Zusammengeführte Fassung speichern' }),
    );
    await expect(args.onSaveMerged).toHaveBeenCalledWith(
      expect.objectContaining({
        blocks: [
          expect.objectContaining({
            value: expect.objectContaining({ content: 'Deren Überschrift' }),
          }),
        ],
      }),
    );
  },
};

/** English, keyboard only: the choice with the arrow keys, the save with Enter. */
export const English: Story = {
  args: { locale: 'en', current: savedWith(3, 'content', 'Their headline') },
  play: async ({ args }) => {
    const choice = within(dialog()).getByRole('group', { name: 'Headline: Headline' });
    within(choice).getByRole('radio', { name: 'Your version: Meine Überschrift' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      within(choice).getByRole('radio', { name: 'Saved version: Their headline' }),
    ).toBeChecked();
    within(dialog()).getByRole('button', { name: 'Save the merged version' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveMerged).toHaveBeenCalledWith(
      expect.objectContaining({
        blocks: [
          expect.objectContaining({
            value: expect.objectContaining({ content: 'Their headline' }),
          }),
        ],
      }),
    );
  },
};

/** Taking the saved version drops the editor's only when they say so. */
export const TakeSaved: Story = {
  args: { onTakeCurrent: fn(), onSaveMerged: fn() },
  play: async ({ args }) => {
    await userEvent.click(
      within(dialog()).getByRole('button', { name: 'Gespeicherten Stand übernehmen' }),
    );
    await expect(args.onTakeCurrent).toHaveBeenCalled();
    await expect(args.onSaveMerged).not.toHaveBeenCalled();
  },
};
