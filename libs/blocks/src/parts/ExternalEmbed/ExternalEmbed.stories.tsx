import type { Meta, StoryObj } from '@storybook/react-vite';
import { withBlocks } from '../../testing/with-blocks';
import { ExternalEmbed } from './ExternalEmbed';

const meta = {
  title: 'Blocks/Parts/External embed',
  component: ExternalEmbed,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          'The consent gate of every embed (spec 4 external media, DESIGN.md 6): the URL is checked again against the allow-list of its kind; before consent a placeholder names the platform and its button calls `grant()` of the `MediaConsentProvider` (client context; the URL check and the texts run on the server, only the gate is a client island); after consent a sandboxed iframe with a title.',
      },
    },
  },
} satisfies Meta<typeof ExternalEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlaceholderGerman: Story = {
  args: {
    embedUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
    platform: 'youtube',
    kind: 'video',
  },
};
export const PlaceholderEnglish: Story = {
  args: {
    embedUrl: 'https://open.spotify.com/embed/episode/1',
    platform: 'spotify',
    kind: 'audio',
    shape: 'audio',
    locale: 'en',
  },
  parameters: { locale: 'en' },
};
export const Consented: Story = {
  args: {
    embedUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
    platform: 'youtube',
    kind: 'video',
    title: 'Rundgang 2026',
  },
  parameters: { consent: true },
};
