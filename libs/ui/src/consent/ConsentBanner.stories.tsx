import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';

const meta = {
  title: 'Chrome/Consent banner',
  component: ConsentBanner,
  tags: ['autodocs'],
  args: {
    locale: 'de',
    open: true,
    onAcceptAll: fn(),
    onAcceptNecessary: fn(),
    onShowPreferences: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "spec 1/4: the first-visit consent question, in the server's HTML (no wait for scripts: " +
          'it is often the largest paint on a phone), hidden before the first paint for a visitor ' +
          'who already chose; the buttons act through vanilla-cookieconsent, which also shows the ' +
          'settings.',
      },
    },
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking (German): the three choices. */
export const German: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Wir verwenden Cookies' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }));
    await expect(args.onAcceptAll).toHaveBeenCalledOnce();
  },
};

/** Asking (English). */
export const English: Story = { args: { locale: 'en' } };

/** Before the consent library has read the stored choice (the server's HTML): the buttons are marked unavailable. */
export const WaitingForTheLibrary: Story = {
  args: { open: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Nur notwendige' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
