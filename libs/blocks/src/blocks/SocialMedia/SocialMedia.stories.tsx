import type { Meta, StoryObj } from '@storybook/react-vite';
import { socialMedia } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { SocialMedia } from './SocialMedia';

const meta = {
  title: 'Blocks/Social media',
  component: SocialMedia,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          "`SocialMediaModule` (spec 3/5). Fields: `embed_url` + `platform` (Instagram, X, Facebook or TikTok), `media_type` (exposed as `data-media-type`), `anchor`. Sandboxed iframe after external-media consent; two-click placeholder before. The platforms' script markup is never injected.",
      },
    },
  },
} satisfies Meta<typeof SocialMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeConsent: Story = { args: { module: socialMedia() } };
export const AfterConsent: Story = {
  args: { module: socialMedia() },
  parameters: { consent: true },
};
export const TikTokEnglish: Story = {
  args: {
    module: socialMedia({
      embed_url: 'https://www.tiktok.com/embed/v2/7000000000000000000',
      platform: 'tiktok',
    }),
  },
  parameters: { locale: 'en' },
};
