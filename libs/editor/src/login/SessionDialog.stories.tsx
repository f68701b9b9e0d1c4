import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyClient } from '../stories/story-client';
import { SessionDialog } from './SessionDialog';

const meta = {
  title: 'Editor/Session expired',
  component: SessionDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'spec 4, DESIGN.md 8: a 401 while editing opens this dialog above the section; what was ' +
          'typed is kept (also across a reload) and saved after logging in again.',
      },
    },
  },
  args: { locale: 'de', client: storyClient(), onLoggedIn: fn(), onCancel: fn() },
} satisfies Meta<typeof SessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogInAgain: Story = {
  play: async ({ args }) => {
    const dialog = within(
      within(document.body).getByRole('dialog', { name: 'Bitte melden Sie sich erneut an' }),
    );
    await expect(
      dialog.getByText(
        'Ihre Eingaben sind in diesem Browser zwischengespeichert und bleiben auch nach einem Neuladen erhalten.',
      ),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText('E-Mail-Adresse'), 'redaktion@aula.example');
    await userEvent.type(dialog.getByLabelText('Passwort'), 'aula-demo-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalled());
  },
};

export const English: Story = {
  args: { locale: 'en', onCancel: fn() },
  play: async ({ args }) => {
    const dialog = within(
      within(document.body).getByRole('dialog', { name: 'Please log in again' }),
    );
    await expect(
      dialog.getByText('Your input is kept in this browser, even across a reload.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
