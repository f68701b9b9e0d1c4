import type { Meta, StoryObj } from '@storybook/react-vite';
import { base, entry } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { NewsList } from './NewsList';

const meta = {
  title: 'Blocks/News list',
  component: NewsList,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`NewsListModule` (spec 3). Fields: `headline`, `children` (the chosen news entries with their resolved teaser data: title, url, date, subtitle, image). Dates in Europe/Berlin as dd.mm.yyyy.',
      },
    },
  },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  args: {
    module: {
      ...base(),
      model: 'NewsListModule',
      headline: 'Aktuelles',
      children: [0, 1, 2].map((index) => entry(index, 'news')),
    },
  },
};
export const EnglishWithoutHeadline: Story = {
  args: {
    module: {
      ...base(),
      model: 'NewsListModule',
      headline: '',
      children: [
        { ...entry(3, 'news'), title: 'New professorship in sound art', subtitle: 'University' },
      ],
    },
  },
  parameters: { locale: 'en' },
};
