import type { Meta, StoryObj } from '@storybook/react-vite';
import { teaserItem } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { TeaserItem } from './TeaserItem';

const meta = {
  title: 'Blocks/Teaser item',
  component: TeaserItem,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`TeaserItemModule` (spec 3). Fields: `image`, `preline`, `headline` (required; the link), `subline`, `text`, `link` / `link_url`, `link_text` (the visual call to action). The whole card is the hit area of the headline link.',
      },
    },
  },
} satisfies Meta<typeof TeaserItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { module: teaserItem(0) } };
export const English: Story = {
  args: {
    module: teaserItem(1, {
      preline: 'Faculty of Music',
      headline: 'Jazz',
      subline: 'Bachelor',
      text: 'Ensembles from the first semester.',
      link_text: 'Learn more',
    }),
  },
  parameters: { locale: 'en' },
};
export const WithoutLinkAndImage: Story = {
  args: {
    module: teaserItem(2, { link: '', link_url: '', image: null, image_url: null, thumbs: [] }),
  },
};
