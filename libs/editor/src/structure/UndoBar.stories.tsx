import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UndoBar } from './UndoBar';

const meta = {
  title: 'Editor/Structure/Undo bar',
  component: UndoBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 8: undo and redo from the server’s backup stacks (they survive saves and ' +
          'reloads), with Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z outside text fields, and the message ' +
          'saying what was done.',
      },
    },
  },
  args: {
    locale: 'de',
    state: { undo: { kind: 'save', section: 5, version: 3 }, redo: null },
    busy: false,
    message: '',
    onRun: fn(),
    inline: true,
  },
} satisfies Meta<typeof UndoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UndoAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rückgängig' }));
    await expect(args.onRun).toHaveBeenCalledWith('undo');
    await expect(canvas.getByRole('button', { name: 'Wiederholen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Rückgängig' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Z Meta+Z',
    );
  },
};

export const AfterUndoEnglish: Story = {
  args: {
    locale: 'en',
    state: { undo: null, redo: { kind: 'delete', entry: 4, section: 9, version: 1 } },
    message: 'Undone: the deleted section is back.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Undone: the deleted section is back.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await expect(args.onRun).toHaveBeenCalledWith('redo');
  },
};
