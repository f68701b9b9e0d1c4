import type { Meta, StoryObj } from '@storybook/react-vite';
import { video } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Video } from './Video';

const meta = {
  title: 'Blocks/Video',
  component: Video,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`VideoModule` (spec 3/5). Fields: `embed_url` + `platform` (YouTube or Vimeo, checked against the video allow-list), `video_file_mp4` (an uploaded file, played natively with the image as poster), `image` (poster), `length`, `title`, `content` (rich text), `anchor`. A platform video is a sandboxed iframe shown only after external-media consent; before it a placeholder names the platform and its button grants consent (two clicks: load, then play).',
      },
    },
  },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeConsent: Story = { args: { module: video({ anchor: 'film' }) } };
export const AfterConsent: Story = { args: { module: video() }, parameters: { consent: true } };
export const Vimeo: Story = {
  args: {
    module: video({
      embed_url: 'https://player.vimeo.com/video/76979871',
      platform: 'vimeo',
      title: 'Konzertmitschnitt',
    }),
  },
};
export const Mp4File: Story = {
  args: {
    module: video({
      embed_url: '',
      video_file_mp4: 'https://example.org/media/rundgang.mp4',
      title: 'Rundgang (Datei)',
    }),
  },
};
export const English: Story = {
  args: {
    module: video({ title: 'Open studios 2026', content: '<p>A walk through the studios.</p>' }),
  },
  parameters: { locale: 'en' },
};
