import type { Meta, StoryObj } from '@storybook/react-vite';
import { image, imageFields } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Image } from './Image';

const meta = {
  title: 'Blocks/Image',
  component: Image,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`ImageModule` (spec 3/9). Fields: `alias` (`vertical` 400x500 or `horizontal` 1240x700), `image` / `image_url` / `thumbs` (srcset), `alt`, `link` (the image becomes that link), `description` (caption), `anchor`. Without a link a click opens the lightbox of @aula/ui. Width and height are always set, so the box keeps its ratio before loading; the host may inject its own image component.',
      },
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = { args: { module: image() } };
export const Vertical: Story = {
  args: {
    module: image({
      alias: 'vertical',
      ...imageFields(400, 500, 'Porträt einer Studentin im Atelier'),
    }),
  },
};
export const WithLink: Story = {
  args: { module: image({ link: '/de/studium', description: '' }) },
};
/**
 * DESIGN.md 9: without a description of its own the block shows the media library's caption of the
 * image.
 */
export const LibraryCaption: Story = {
  args: {
    module: image({
      description: '',
      caption: 'Der Campus im Herbst (Mediathek). Foto: Pressestelle',
    }),
  },
};
export const English: Story = {
  args: {
    module: image({
      alt: 'The campus in autumn',
      description: 'The campus in autumn. Photo: press office',
    }),
  },
  parameters: { locale: 'en' },
};
