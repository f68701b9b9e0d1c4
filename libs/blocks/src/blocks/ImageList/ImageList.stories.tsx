import type { Meta, StoryObj } from '@storybook/react-vite';
import { imageItem, imageList } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { ImageList } from './ImageList';

const meta = {
  title: 'Blocks/Image list',
  component: ImageList,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`ImageListModule` (spec 3). Fields: `extra_class` `small` (2/3/4 columns), `standard` (two columns from medium) or `fullwidth` (one below the other), and `children` (image items: image, `link` / `link_url`, `title`, `description`). Images without a link open one lightbox across the whole list at the clicked image.',
      },
    },
  },
} satisfies Meta<typeof ImageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { module: imageList('small', 8) } };
export const Standard: Story = { args: { module: imageList('standard', 4) } };
export const Fullwidth: Story = { args: { module: imageList('fullwidth', 2) } };
export const English: Story = {
  args: {
    module: {
      ...imageList('standard', 0),
      children: [
        imageItem(0, {
          alt: 'Work 1 from the open studios',
          title: 'Work 1',
          description: 'Oil on canvas, 2026',
        }),
        imageItem(1, {
          alt: 'Work 2',
          title: 'Work 2',
          description: 'Bronze',
          link_url: '/en/news',
        }),
      ],
    },
  },
  parameters: { locale: 'en' },
};
