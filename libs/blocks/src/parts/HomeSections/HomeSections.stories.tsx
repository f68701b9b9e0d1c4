import type { Meta, StoryObj } from '@storybook/react-vite';
import { withBlocks } from '../../testing/with-blocks';
import { callToAction, homeTeaser, instagramPost } from './home-fixtures';
import { HomeCallToAction, HomeInstagram, HomeTeasers } from './HomeSections';

const meta = {
  title: 'Blocks/Home sections',
  component: HomeTeasers,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          'The sections of the home page below its content (spec 2): highlighted teasers, the call to action and the instagram-type feed. Each shows only when the API has entries for it.',
      },
    },
  },
} satisfies Meta<typeof HomeTeasers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teasers: Story = {
  args: {
    title: 'Highlights',
    teasers: [
      homeTeaser(1, { is_highlight: true }),
      homeTeaser(2),
      homeTeaser(3, { image: false }),
    ],
  },
};
export const CallToAction: Story = {
  args: { title: '', teasers: [] },
  render: (args) => <HomeCallToAction items={[callToAction]} options={args.options} />,
};
export const Instagram: Story = {
  args: { title: 'Instagram', teasers: [] },
  render: (args) => (
    <HomeInstagram
      title="Instagram"
      posts={[instagramPost(1), instagramPost(2), instagramPost(3, { image: false })]}
      options={args.options}
    />
  ),
};
