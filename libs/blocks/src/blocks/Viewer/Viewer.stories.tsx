import type { Meta, StoryObj } from '@storybook/react-vite';
import { viewer } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Viewer } from './Viewer';

const meta = {
  title: 'Blocks/Viewer',
  component: Viewer,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`ViewerModule` (spec 3/5). Fields: `embed_url` + `platform` (Issuu, Yumpu or Calaméo), `media_type` (exposed as `data-media-type`), `anchor`. Sandboxed iframe after external-media consent; two-click placeholder before.',
      },
    },
  },
} satisfies Meta<typeof Viewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeConsent: Story = { args: { module: viewer() } };
export const AfterConsent: Story = { args: { module: viewer() }, parameters: { consent: true } };
export const English: Story = {
  args: {
    module: viewer({ embed_url: 'https://www.yumpu.com/en/embed/view/aula', platform: 'yumpu' }),
  },
  parameters: { locale: 'en' },
};
