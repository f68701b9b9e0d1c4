import type { AdminApi } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AdminProvider } from '../AdminProvider';
import { DeleteEntry } from '../DeleteEntry';
import { storyAdminApi } from './story-admin-api';

/** The story API; `inUse`: the server refuses the delete (the entry is still used elsewhere). */
function deleteApi(inUse: boolean): AdminApi {
  const api = storyAdminApi();
  if (!inUse) return api;
  return { ...api, remove: () => Promise.reject(new Error('409 Conflict')) };
}

function DeleteEntryStory({ inUse, locale }: { inUse: boolean; locale: 'de' | 'en' }) {
  const api = useMemo(() => deleteApi(inUse), [inUse]);
  return (
    <AdminProvider locale={locale} api={api} path={['news', 'news', '7', 'change']}>
      <DeleteEntry entity="news" id={7} title="Rundgang 2026" />
    </AdminProvider>
  );
}

const meta = {
  title: 'Editor/Admin area/Delete entry',
  component: DeleteEntryStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 9: the delete of a change page: it asks first and names the entry; ' +
          'afterwards an undo (the entry comes back under its id) or the way back to the list; ' +
          'an entry still in use is not deleted, and the page says why.',
      },
    },
  },
  args: { inUse: false, locale: 'de' },
} satisfies Meta<typeof DeleteEntryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button as the change page shows it. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Löschen' })).toBeEnabled();
  },
};

/** The question before the delete, naming the entry. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: '„Rundgang 2026“ wirklich löschen?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeEnabled();
  },
};

/** Deleted, in English: said so, with the undo and the way back to the list. */
export const Deleted: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('“Rundgang 2026” was deleted.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toBeInTheDocument();
  },
};

/** The server refused (the entry is still in use): said so, nothing deleted. */
export const Failed: Story = {
  args: { inUse: true, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This entry is still in use and cannot be deleted.',
    );
  },
};
