import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DiscardDialog } from './DiscardDialog';

const meta = {
  title: 'Editor/Discard dialog',
  component: DiscardDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'spec 3: leaving a changed section asks before its changes are discarded; "keep ' +
          'editing" is the first choice.',
      },
    },
  },
  args: { locale: 'de', onKeep: fn(), onDiscard: fn() },
} satisfies Meta<typeof DiscardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question with its two choices. */
export const German: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Änderungen verwerfen?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' })).toBeEnabled();
  },
};

/** In English: discarding answers with `onDiscard`. */
export const EnglishDiscard: Story = {
  args: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};
