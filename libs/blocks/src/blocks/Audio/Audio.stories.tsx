import type { Meta, StoryObj } from '@storybook/react-vite';
import { audio } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Audio } from './Audio';

const meta = {
  title: 'Blocks/Audio',
  component: Audio,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`AudioModule` (spec 3/5). Fields: `embed_url` + `platform` (Spotify, SoundCloud, Bandcamp or Podigee; the stored embed code is never rendered), `anchor`. Shown as a sandboxed iframe after external-media consent; before it a two-click placeholder names the platform.',
      },
    },
  },
} satisfies Meta<typeof Audio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeConsent: Story = { args: { module: audio() } };
export const AfterConsent: Story = { args: { module: audio() }, parameters: { consent: true } };
export const SoundCloudEnglish: Story = {
  args: {
    module: audio({
      embed_url: 'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1',
      platform: 'soundcloud',
    }),
  },
  parameters: { locale: 'en' },
};
