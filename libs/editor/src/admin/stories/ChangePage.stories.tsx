import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminProvider } from '../AdminProvider';
import { EntityForm } from '../EntityForm';
import { storyAdminApi } from './story-admin-api';

function ChangePageStory({ locale }: { locale: 'de' | 'en' }) {
  return (
    <AdminProvider locale={locale} api={storyAdminApi()}>
      <EntityForm entity="news" id={7} />
    </AdminProvider>
  );
}

const meta = {
  title: 'Editor/Admin area/Change page',
  component: ChangePageStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 9: a change page’s save bar (held at the bottom of the window, with what ' +
          'the form’s state is: unsaved changes, saving, saved, failed) and the question before ' +
          'a link leaves it with unsaved changes.',
      },
    },
  },
  args: { locale: 'de' },
} satisfies Meta<typeof ChangePageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed, not saved: the save bar says so beside Save. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByRole('group', { name: /^Englisch/ });
    await userEvent.type(within(english).getByLabelText(/^Titel/), 'Open studios 2026');
    await expect(await canvas.findByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  },
};

/** A link clicked with unsaved changes: the two choices, "keep editing" first. */
export const LeaveWithUnsavedChanges: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByRole('group', { name: /^English/ });
    await userEvent.type(within(english).getByLabelText(/^Title/), 'Open studios 2026');
    await userEvent.click(canvas.getByRole('link', { name: /Back to the list/ }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    );
    await expect(dialog.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();
  },
};
