import type { Meta, StoryObj } from '@storybook/react-vite';
import { quote } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Quote } from './Quote';

const meta = {
  title: 'Blocks/Quote',
  component: Quote,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`QuoteModule` (spec 3). Fields: `content` (the quotation, rich text, sanitized), `author` (caption), `anchor`.',
      },
    },
  },
} satisfies Meta<typeof Quote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { module: quote({ anchor: 'zitat' }) } };
export const English: Story = {
  args: {
    module: quote({
      content: '<p>Art is not the result but the practice of seeing.</p>',
      author: 'Prof. Ada Example',
    }),
  },
  parameters: { locale: 'en' },
};
export const LongWithoutAuthor: Story = {
  args: {
    module: quote({
      content:
        '<p>Wer hier studiert, lernt nicht nur ein Handwerk, sondern eine Haltung: neugierig zu bleiben, genau hinzusehen und das Unfertige auszuhalten, bis es eine Form findet, die vorher niemand kannte.</p>',
      author: '',
    }),
  },
};
