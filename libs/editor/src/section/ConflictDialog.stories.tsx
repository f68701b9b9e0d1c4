import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storySection } from '../stories/story-client';
import { ConflictDialog } from './ConflictDialog';
import { draftOf } from './section-draft';

const mine = draftOf(storySection(2, 'Meine Überschrift'));

const meta = {
  title: 'Editor/Conflict dialog',
  component: ConflictDialog,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: 'A 409 on save (DESIGN.md 8): the saved state beside the editor\'s own; take the saved one or save mine on top.' } } },
  args: { locale: 'de', current: storySection(3, 'Deren Überschrift'), mine, onTakeCurrent: fn(), onKeepMine: fn(), onDismiss: fn() },
} satisfies Meta<typeof ConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeepMine: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Jemand anderes hat diesen Abschnitt geändert' });
    await expect(within(dialog).getByRole('region', { name: 'Gespeicherter Stand' })).toHaveTextContent('Deren Überschrift');
    await expect(within(dialog).getByRole('region', { name: 'Ihre Fassung' })).toHaveTextContent('Meine Überschrift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meine Fassung speichern' }));
    await expect(args.onKeepMine).toHaveBeenCalled();
  },
};
export const English: Story = { args: { locale: 'en' } };
