import type { Meta, StoryObj } from '@storybook/react-vite';
import { faqItem } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { FAQItem } from './FAQItem';

const meta = {
  title: 'Blocks/FAQ item',
  component: FAQItem,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`FAQItemModule` (spec 3). Field: `content` (rich text, sanitized): first paragraph = question, rest = answer. Usually rendered inside an FAQ block.',
      },
    },
  },
} satisfies Meta<typeof FAQItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  args: {
    module: faqItem(
      '<p>Kann ich ein Probestudium machen?</p><p>Ja, als Gasthörerin oder Gasthörer.</p>',
    ),
  },
};
export const English: Story = {
  args: { module: faqItem('<p>Can I audit classes?</p><p>Yes, as a guest auditor.</p>') },
  parameters: { locale: 'en' },
};
export const QuestionOnly: Story = { args: { module: faqItem('Nur eine Frage ohne Antwort') } };
