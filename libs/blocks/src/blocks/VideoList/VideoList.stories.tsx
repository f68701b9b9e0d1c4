import type { Meta, StoryObj } from '@storybook/react-vite';
import { base, video } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { VideoList } from './VideoList';

const meta = {
  title: 'Blocks/Video list',
  component: VideoList,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`VideoListModule` (spec 3). Field: `children` (video blocks, each as the Video block: platform embed behind consent or mp4 file). Two per row from medium screens.',
      },
    },
  },
} satisfies Meta<typeof VideoList>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (locale: 'de' | 'en') => ({
  ...base(),
  model: 'VideoListModule' as const,
  children: [
    video({ title: locale === 'de' ? 'Rundgang 2026' : 'Open studios 2026' }),
    video({
      embed_url: 'https://player.vimeo.com/video/76979871',
      platform: 'vimeo',
      title: locale === 'de' ? 'Konzert' : 'Concert',
      content: '',
    }),
  ],
});

export const German: Story = { args: { module: list('de') } };
export const EnglishAfterConsent: Story = {
  args: { module: list('en') },
  parameters: { locale: 'en', consent: true },
};
