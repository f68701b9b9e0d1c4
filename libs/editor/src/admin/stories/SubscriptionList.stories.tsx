import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminApp } from '../AdminApp';
import { storyAdminApi, storyApiFailing, storyApiPending } from './story-admin-api';

/** The story API, but the subscriptions never arrive (the loading state stays). */
const pendingApi = () => storyApiPending('subscriptions');

/** The story API, but loading the subscriptions fails. */
const failingApi = () => storyApiFailing('subscriptions');

const meta = {
  title: 'Editor/Admin area/Newsletter subscriptions',
  component: AdminApp,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DESIGN.md 9: the newsletter subscriptions in the admin frame: the list, the CSV ' +
          'export, and a delete on request (GDPR) that asks first and names the address.',
      },
    },
  },
  args: { locale: 'de', path: ['newsletter'], query: {}, api: storyAdminApi() },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two subscriptions, one not yet confirmed; each row has its delete button. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'erika@example.org' })).toBeVisible();
    await expect(canvas.getByText('2 Einträge')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Löschen (DSGVO): max@example.org' }),
    ).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Als CSV exportieren' })).toBeInTheDocument();
  },
};

/** The list in English. */
export const ListEnglish: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'max@example.org' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Subscribed on' })).toBeVisible();
  },
};

/** The delete asks first, naming the address; Delete and Cancel are its buttons. */
export const ConfirmDelete: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete (GDPR): erika@example.org' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Permanently delete the subscription of erika@example.org?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

/** No subscriptions yet. */
export const Empty: Story = {
  args: { locale: 'en', api: storyAdminApi({ empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No entries found.')).toBeInTheDocument();
  },
};

/** While the subscriptions load. */
export const Loading: Story = {
  args: { api: pendingApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Wird geladen …')).toBeInTheDocument();
  },
};

/** The subscriptions could not be loaded: said so, with a retry. */
export const LoadFailed: Story = {
  args: { api: failingApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Das konnte nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
