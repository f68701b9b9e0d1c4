import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminApp } from '../AdminApp';
import { storyAdminApi, storyApiFailing, storyApiPending } from './story-admin-api';

/** The story API, but saving the menu fails (the server is unreachable). */
const saveFailsApi = () => storyApiFailing('saveNavigation');

/** The story API, but the menu never arrives (the loading state stays). */
const pendingApi = () => storyApiPending('navigation');

/** The story API, but loading the menu fails. */
const loadFailsApi = () => storyApiFailing('navigation');

const meta = {
  title: 'Editor/Admin area/Navigation',
  component: AdminApp,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DESIGN.md 9: the navigation trees (main menu and footer) edited as trees in the admin ' +
          'frame: moved with the keyboard, the move buttons or by dragging, named in both ' +
          'languages, previewed, saved as a whole.',
      },
    },
  },
  args: { locale: 'de', path: ['navigation'], query: {}, api: storyAdminApi() },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main menu as a tree, with its preview; the main menu marked as the current one. */
export const Tree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('DE: Studium')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Hauptmenü' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('navigation', { name: 'Vorschau' })).toBeInTheDocument();
  },
};

/** The footer in English: the same editor, the footer marked. */
export const FooterEnglish: Story = {
  args: { locale: 'en', query: { menu: 'footer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('EN: Studium')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Footer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A menu without entries: said so, with the button that adds the first. */
export const Empty: Story = {
  args: { locale: 'en', api: storyAdminApi({ empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No entries yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add entry' })).toBeEnabled();
  },
};

/** Saving failed: said so beside the button, the tree as edited stays. */
export const SaveFailed: Story = {
  args: { api: saveFailsApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nach unten: Studium' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Navigation speichern' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Speichern fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
    await expect(canvas.getByLabelText('DE: Studium')).toBeInTheDocument();
  },
};

/** While the menu loads. */
export const Loading: Story = {
  args: { api: pendingApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Wird geladen …')).toBeInTheDocument();
  },
};

/** The menu could not be loaded: said so, with a retry. */
export const LoadFailed: Story = {
  args: { locale: 'en', api: loadFailsApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
