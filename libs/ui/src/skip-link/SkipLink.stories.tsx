import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Chrome/Skip link',
  component: SkipLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The first focusable element of every page. Hidden until focused; jumps to the main content.',
      },
    },
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { locale: 'de' } };

export const EnglishFocused: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const link = canvasElement.querySelector('a');
    link?.focus();
    await expect(link).toHaveFocus();
  },
};
