import type { Meta, StoryObj } from '@storybook/react-vite';
import { link } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Link } from './Link';

const meta = {
  title: 'Blocks/Link',
  component: Link,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`LinkModule` (spec 3). Fields: `content` (link text, required), `link` / `link_url` (target; `link_url` is the resolved href), `extra_class` (exposed as `data-variant`), `anchor`, `open_new_window` (target _blank with rel noopener noreferrer, announced as "opens in a new window"), `reduce_spacing` (smaller margins). Rendered through the host\'s link component.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { module: link() } };
export const NewWindow: Story = {
  args: {
    module: link({
      content: 'Zum Campusportal',
      link_url: 'https://example.org/campus',
      open_new_window: true,
    }),
  },
};
export const ReducedSpacing: Story = { args: { module: link({ reduce_spacing: true }) } };
export const English: Story = {
  args: {
    module: link({ content: 'Apply now', link_url: '/en/application', open_new_window: true }),
  },
  parameters: { locale: 'en' },
};
