import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollToTop } from './ScrollToTop';

const meta = {
  title: 'Chrome/Scroll to top',
  component: ScrollToTop,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Appears once the page is scrolled a screen down; back to the top of the content (spec 2). Scroll the canvas to see it.',
      },
    },
  },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { locale: 'de' } };
export const English: Story = { args: { locale: 'en' } };
