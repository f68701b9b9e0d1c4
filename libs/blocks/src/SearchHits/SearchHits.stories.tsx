import type { Meta, StoryObj } from '@storybook/react-vite';
import { withBlocks } from '../testing/with-blocks';
import { searchHit } from './search-fixtures';
import { SearchHits } from './SearchHits';

const meta = {
  title: 'Blocks/SearchHits',
  component: SearchHits,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          'The hits of one search category (spec 2): the title links to the hit, then its date and teaser where it has them.',
      },
    },
  },
} satisfies Meta<typeof SearchHits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  args: { hits: [searchHit(1), searchHit(2), searchHit(3, { date: null, teaser: '' })] },
};
export const Persons: Story = {
  args: {
    hits: [
      searchHit(4, {
        category: 'persons',
        title: 'Prof. Anna Bauer',
        teaser: 'Komposition',
        date: null,
        url: '/de/personen/anna-bauer/4',
      }),
    ],
  },
};
