import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyClient } from '../stories/story-client';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Editor/Login',
  component: LoginForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'spec 6: the editor login (page and the dialog after a 401): one message for wrong credentials, the rate limit shown clearly.',
      },
    },
  },
  args: { locale: 'de', client: storyClient(), onLoggedIn: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'redaktion@aula.example');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'falsch');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(
      await canvas.findByText('E-Mail-Adresse oder Passwort ist nicht korrekt.'),
    ).toBeInTheDocument();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const EnglishLogsIn: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'redaktion@aula.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'aula-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLoggedIn).toHaveBeenCalled();
  },
};
