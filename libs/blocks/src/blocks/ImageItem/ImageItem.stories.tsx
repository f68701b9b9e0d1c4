import type { Meta, StoryObj } from '@storybook/react-vite';
import { imageItem } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { ImageItem } from './ImageItem';

const meta = {
  title: 'Blocks/Image item',
  component: ImageItem,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`ImageItemModule` (spec 3). Fields: image, `alt`, `link` / `link_url`, `title`, `description`. Usually inside an image list; on its own it opens a lightbox of itself.',
      },
    },
  },
} satisfies Meta<typeof ImageItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { module: imageItem(0) } };
export const WithLink: Story = { args: { module: imageItem(1, { link_url: '/de/neuigkeiten' }) } };
/**
 * DESIGN.md 9: without a description of its own the item shows the media library's caption of the
 * image.
 */
export const LibraryCaption: Story = {
  args: { module: imageItem(3, { description: '', caption: 'Foto: Mediathek der Hochschule' }) },
};
export const English: Story = {
  args: {
    module: imageItem(2, {
      alt: 'Sculpture in the courtyard',
      title: 'Courtyard',
      description: 'Bronze, 2025',
    }),
  },
  parameters: { locale: 'en' },
};
