import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminApp } from '../AdminApp';
import { storyAdminApi, storyApiFailing, storyApiPending } from './story-admin-api';

/** The story API, but the settings never arrive (the loading state stays). */
const pendingApi = () => storyApiPending('siteSettings');

/** The story API, but loading the settings fails. */
const loadFailsApi = () => storyApiFailing('siteSettings');

/** The story API, but saving the settings fails (the server is unreachable). */
const saveFailsApi = () => storyApiFailing('saveSiteSettings');

const meta = {
  title: 'Editor/Admin area/Site settings',
  component: AdminApp,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'spec 2, DESIGN.md 9: the site settings screen in the admin frame, with its load and ' +
          'save states (the form alone has its stories under "Editor/Admin site settings").',
      },
    },
  },
  args: { locale: 'de', path: ['site-settings'], query: {}, api: storyAdminApi() },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings loaded, the place marked in the navigation. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Speichern' })).toBeEnabled();
    const navigation = canvas.getByRole('navigation', { name: 'Verwaltungsbereiche' });
    await expect(
      within(navigation).getByRole('link', { name: 'Website-Einstellungen' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** Saved, in English: said so beside the button. */
export const SavedEnglish: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
  },
};

/** Saving failed, in English: said so, the choice stays. */
export const SaveFailedEnglish: Story = {
  args: { locale: 'en', api: saveFailsApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Saving failed. Please try again.',
    );
  },
};

/** While the settings load. */
export const Loading: Story = {
  args: { api: pendingApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Wird geladen …')).toBeInTheDocument();
  },
};

/** The settings could not be loaded: said so, with a retry. */
export const LoadFailed: Story = {
  args: { api: loadFailsApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Das konnte nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
