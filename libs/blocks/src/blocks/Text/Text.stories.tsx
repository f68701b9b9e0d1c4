import type { Meta, StoryObj } from '@storybook/react-vite';
import { englishText, longGermanText, text } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Text } from './Text';

const meta = {
  title: 'Blocks/Text',
  component: Text,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`TextModule` (spec 3). Fields: `content` (rich text from CKEditor: bold, italic, link, lists, alignment; sanitized again at render, DESIGN.md 6), `anchor`, `show_more` (folds long text behind a "show more" button with `aria-expanded`), `add_additional_space` (more vertical space around the block).',
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { module: text({ anchor: 'einleitung' }) } };
export const English: Story = {
  args: { module: text({ content: englishText }) },
  parameters: { locale: 'en' },
};
export const ShowMore: Story = {
  args: { module: text({ content: longGermanText, show_more: true }) },
};
export const ShowMoreEnglish: Story = {
  args: { module: text({ content: englishText + englishText + englishText, show_more: true }) },
  parameters: { locale: 'en' },
};
export const AdditionalSpace: Story = { args: { module: text({ add_additional_space: true }) } };
export const Short: Story = { args: { module: text({ content: '<p>Ein Satz.</p>' }) } };
