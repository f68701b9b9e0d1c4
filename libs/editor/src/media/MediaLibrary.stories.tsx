import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MediaLibraryPage } from './MediaLibraryPage';
import { mediaStoryClient, storyUpload } from './media-story-client';

const meta = {
  title: 'Editor/Media library',
  component: MediaLibraryPage,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 9: `/admin/media`. Upload several images by drag and drop or the file picker ' +
          'with a progress bar each; search and filter by type and date; alt texts and captions ' +
          'per language (alt required unless decorative); a focal point set by click or arrow ' +
          'keys, which every crop keeps in view; where an image is used, and a warning before ' +
          'deleting it.',
      },
    },
  },
  args: { locale: 'de', client: mediaStoryClient(), upload: storyUpload },
} satisfies Meta<typeof MediaLibraryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /konzertsaal\.png/ }));
    await expect(
      await canvas.findByRole('heading', { name: 'Bild bearbeiten: konzertsaal.png' }),
    ).toBeVisible();
    // Alt text is required unless the image is decorative.
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(canvas.getByLabelText('Alternativtext (Deutsch)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('Alternativtext (Deutsch)'), 'Der große Saal');
    await userEvent.type(canvas.getByLabelText('Alternativtext (Englisch)'), 'The great hall');
    // The focal point moves with the arrow keys.
    canvas.getByTestId('focal-point').focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(canvas.getByText('Fokuspunkt: 45 % von links, 45 % von oben')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(canvas.getByText('Gespeichert.')).toBeInTheDocument());
  },
};

export const DeleteAnImageInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /campus-sommer\.png/ }));
    await expect(await canvas.findByRole('link', { name: 'Alumni' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bild löschen' }));
    await expect(canvas.getByText(/wird noch an 1 Stellen verwendet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(canvas.getByText(/Das Bild wurde gelöscht/)).toBeInTheDocument());
  },
};

export const UploadSeveral: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Choose files');
    await userEvent.upload(input, [
      new File(['png'], 'poster.png', { type: 'image/png' }),
      new File(['text'], 'notes.png.txt', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(canvas.getByText('✓ Uploaded')).toBeInTheDocument());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'notes.png.txt: Please upload a JPEG, PNG, WebP or AVIF image.',
    );
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
  },
};

/** No images yet; the way back to the admin area and the site stays. */
export const Empty: Story = {
  args: { locale: 'en', client: mediaStoryClient({ list: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No images found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin?lang=en',
    );
    await expect(canvas.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/en');
  },
};

export const LoadingFailed: Story = {
  args: { client: mediaStoryClient({ failList: true }) },
  play: async ({ canvasElement }) =>
    expect(
      await within(canvasElement).findByText('Die Bilder konnten nicht geladen werden.'),
    ).toBeVisible(),
};
