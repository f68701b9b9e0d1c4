import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImagePlaceholder } from './ImagePlaceholder';

const meta = {
  title: 'Components/Image placeholder',
  component: ImagePlaceholder,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: "The stand-in for a missing portrait or image, in the card type's fixed ratio.",
      },
    },
  },
} satisfies Meta<typeof ImagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portrait: Story = { args: { kind: 'portrait', label: 'Prof. Dr. Anna Bauer' } };
export const Landscape: Story = { args: { kind: 'landscape', label: 'Semesterkonzert' } };
