import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockPalette, paletteModels } from './BlockPalette';

const meta = {
  title: 'Editor/Block palette',
  component: BlockPalette,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The blocks of spec 1/6 (plus Person List): each adds a block with its defaults to the column.',
      },
    },
  },
  args: { locale: 'de', column: 0, onAdd: fn() },
} satisfies Meta<typeof BlockPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement, args }) => {
    const palette = within(canvasElement).getByRole('group', {
      name: 'Block zu Spalte 1 hinzufügen',
    });
    await expect(within(palette).getAllByRole('button')).toHaveLength(paletteModels.length);
    await userEvent.click(within(palette).getByRole('button', { name: 'Video' }));
    await expect(args.onAdd).toHaveBeenCalledWith('VideoModule');
  },
};
export const EnglishSecondColumn: Story = { args: { locale: 'en', column: 1 } };
