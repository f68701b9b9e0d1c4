import type { Meta, StoryObj } from '@storybook/react-vite';
import { faq, faqItem } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { FAQ } from './FAQ';

const meta = {
  title: 'Blocks/FAQ',
  component: FAQ,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`FAQModule` (spec 3). Fields: `children` (FAQ items, in order), `anchor`. Each item is a disclosure (`details`/`summary`): the first paragraph of its rich text is the question, the rest the answer. Keyboard: Tab to a question, Enter or Space to open and close.',
      },
    },
  },
} satisfies Meta<typeof FAQ>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { module: faq({ anchor: 'faq' }) } };
export const English: Story = {
  args: {
    module: faq({
      children: [
        faqItem(
          '<p>When is the application deadline?</p><p>The deadline is <strong>15 March</strong>.</p>',
        ),
        faqItem('<p>Do I need a portfolio?</p><p>For all art and design programmes: yes.</p>'),
      ],
    }),
  },
  parameters: { locale: 'en' },
};
export const LongAnswer: Story = {
  args: {
    module: faq({
      children: [
        faqItem(
          `<p>Wie ist das Studium aufgebaut?</p>${'<p>Das Grundstudium dauert zwei Semester und umfasst Zeichnen, Farbe, Form und Theorie. Danach wählen Studierende eine Klasse.</p>'.repeat(5)}`,
        ),
      ],
    }),
  },
};
