import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullTeaser } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { FullTeaser } from './FullTeaser';

const meta = {
  title: 'Blocks/Full teaser',
  component: FullTeaser,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`FullTeaserModule` (spec 3/5). Fields: `image`, `preline`, `headline` (required), `text` (at most 256 characters; longer text is cut at a word with an ellipsis), `link` / `link_url` with `link_text`, `extra_class` (exposed as `data-variant`), `anchor`.',
      },
    },
  },
} satisfies Meta<typeof FullTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { module: fullTeaser({ anchor: 'rundgang' }) } };
export const English: Story = {
  args: {
    module: fullTeaser({
      preline: 'Open studios',
      headline: 'Open doors on 12 July',
      text: 'Every studio, workshop and concert hall opens for a day.',
      link_text: 'See the programme',
      link_url: '/en/events',
    }),
  },
  parameters: { locale: 'en' },
};
export const LongTextIsCut: Story = {
  args: {
    module: fullTeaser({
      text: 'Alle Ateliers, Werkstätten und Konzertsäle öffnen für einen Tag. '.repeat(8),
    }),
  },
};
export const WithoutImageAndLink: Story = {
  args: {
    module: fullTeaser({
      image: null,
      image_url: null,
      thumbs: [],
      link: '',
      link_url: '',
      link_text: '',
    }),
  },
};
