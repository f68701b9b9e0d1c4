import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomCursor } from './CustomCursor';

function CursorArea() {
  return (
    <div>
      <p>
        Move a mouse over this canvas; the cursor grows over the link. Touch screens and reduced
        motion show none.
      </p>
      <a href="#cursor">A link</a>
      <CustomCursor />
    </div>
  );
}

const meta = {
  title: 'Chrome/Custom cursor',
  component: CursorArea,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'Fine pointers only, none with reduced motion (spec 2).' } },
  },
} satisfies Meta<typeof CursorArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
