import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { ImageFinder } from './ImageFinder';
import { mediaStoryClient, storyUpload } from './media-story-client';

const meta = {
  title: 'Editor/Image finder',
  component: ImageFinder,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'spec 7 image finder: the media library in a modal dialog, opened by every image field; beside "Use this image" it shows the crop the block alias will produce.',
      },
    },
  },
  args: {
    locale: 'de',
    client: mediaStoryClient(),
    alias: 'vertical',
    onPick: fn(),
    onClose: fn(),
    upload: storyUpload,
  },
  // The finder opens over a block form; its dialog is portalled to the document body.
  decorators: [
    (Story) => (
      <EditorQueryProvider>
        <div>
          <p>Bildfeld eines Bild-Blocks</p>
          <Story />
        </div>
      </EditorQueryProvider>
    ),
  ],
} satisfies Meta<typeof ImageFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickWithItsCrop: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Bild auswählen' }),
    );
    await userEvent.click(await dialog.findByRole('button', { name: /campus-sommer\.png/ }));
    await expect(
      dialog.getByRole('heading', { name: 'Zuschnitt im Block: Hochformat 400 × 500' }),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Dieses Bild verwenden' }));
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Schließen' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { locale: 'en', alias: 'horizontal' },
  play: async () =>
    expect(
      await within(document.body).findByRole('dialog', { name: 'Choose an image' }),
    ).toBeInTheDocument(),
};
