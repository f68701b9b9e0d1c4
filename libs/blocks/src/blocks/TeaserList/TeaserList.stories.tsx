import type { Meta, StoryObj } from '@storybook/react-vite';
import { teaserItem, teaserList } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { TeaserList } from './TeaserList';

const meta = {
  title: 'Blocks/Teaser list',
  component: TeaserList,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`TeaserListModule` (spec 3). Fields: `extra_class` `grid` (1/2/3 columns at small/medium/large), `slider` (an embla carousel: labelled region with roledescription "carousel", previous/next buttons, slides labelled "n of m") or `standard` (one below the other), and `children` (teaser items).',
      },
    },
  },
} satisfies Meta<typeof TeaserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { args: { module: teaserList('grid', 5) } };
export const Slider: Story = { args: { module: teaserList('slider', 5) } };
export const Standard: Story = { args: { module: teaserList('standard', 2) } };
export const SliderEnglish: Story = {
  args: {
    module: {
      ...teaserList('slider', 0),
      children: [
        teaserItem(0, {
          preline: 'Faculty of Art',
          headline: 'Painting',
          subline: 'Bachelor and master',
          text: 'Study in small classes.',
          link_text: 'Learn more',
          link_url: '/en/study/art-and-design',
        }),
        teaserItem(1, {
          preline: 'Faculty of Music',
          headline: 'Composition',
          subline: 'Master',
          text: 'Write for orchestra and electronics.',
          link_text: 'Learn more',
          link_url: '/en/study/music',
        }),
      ],
    },
  },
  parameters: { locale: 'en' },
};
