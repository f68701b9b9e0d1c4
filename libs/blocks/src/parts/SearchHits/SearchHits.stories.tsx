import type { Meta, StoryObj } from '@storybook/react-vite';
import { withBlocks } from '../../testing/with-blocks';
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
          'The hits of one search category or type (spec 1, 2): the title links to the hit, then ' +
          'its date and teaser where it has them; the searched words are marked.',
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

/** The searched words marked in titles and teasers (spec 1). */
export const Highlighted: Story = {
  args: { query: 'rundgang ateliers', hits: [searchHit(1), searchHit(2)] },
};

/** Study programmes below their type's heading (the `others` category groups by type). */
export const StudyProgrammes: Story = {
  args: {
    query: 'gesang',
    headingLevel: 4,
    hits: [
      searchHit(5, {
        category: 'others',
        type: 'programme',
        title: 'Gesang',
        teaser: 'Der Studiengang Gesang (B.Mus.) im Fachbereich Musik.',
        date: null,
        url: '/de/studium/musik/gesang/5',
      }),
      searchHit(6, {
        category: 'others',
        type: 'programme',
        title: 'Jazz-Gesang',
        teaser: 'Jazz-Gesang im Studiengang Jazz.',
        date: null,
        url: '/de/studium/musik/jazz/4/jazz-gesang/6',
      }),
    ],
  },
};

/** No hits: an empty list (the search page says there are none). */
export const Empty: Story = { args: { hits: [] } };
