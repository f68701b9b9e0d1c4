import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorToolbar } from './EditorToolbar';

const user = {
  logged: true,
  id: 1,
  email: 'redaktion@aula.example',
  username: 'redaktion',
  navigation: { menu: [], footer: [] },
  admin_menus: [
    { title: 'Seiten', url: '/admin/navigation/' },
    { title: 'Neuigkeiten', url: '/admin/news/news/' },
  ],
};

const meta = {
  title: 'Editor/Toolbar',
  component: EditorToolbar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The editor header (spec 2/6): edit mode on/off, the translation status, page ' +
          'settings, publishing, the admin menus, the user and logout, on one line. On a phone ' +
          'everything but the switch and the status is in the "Mehr" menu.',
      },
    },
  },
  args: {
    locale: 'de',
    user,
    editMode: true,
    toggleHref: '/de/hochschule',
    onLogout: fn(),
    onPageSettings: fn(),
    onPublish: fn(),
  },
} satisfies Meta<typeof EditorToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The desktop toolbar: its play clicks the buttons on the line, which a phone puts in the "Mehr"
 * menu (the Phone story plays that), so the browser story check plays it at 1280 px first.
 */
export const EditModeOn: Story = {
  tags: ['play-at-1280'],
  play: async ({ canvasElement, args }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Editor' });
    await expect(
      within(toolbar).getByRole('button', { name: 'Bearbeiten ausschalten' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Veröffentlichen' }));
    await expect(args.onPublish).toHaveBeenCalled();
    // The user's menu: who is signed in, and logout.
    await userEvent.click(
      within(toolbar).getByRole('button', { name: 'Angemeldet als redaktion' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByText('Angemeldet als redaktion')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Abmelden' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/**
 * Arrow keys move between the toolbar's controls; the admin menu opens with the keyboard. The
 * desktop line's controls (played at 1280 px first: a phone has them in the "Mehr" menu).
 */
export const KeyboardAdminMenu: Story = {
  tags: ['play-at-1280'],
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Editor' });
    within(toolbar).getByRole('button', { name: 'Seiteneinstellungen' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const admin = within(toolbar).getByRole('button', { name: /^Verwaltung/ });
    await expect(admin).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Neuigkeiten' })).toHaveAttribute(
      'href',
      '/admin/news/news/',
    );
    await userEvent.keyboard('{Escape}');
    // The focus goes back to the menu's button once the menu has closed.
    await waitFor(() => expect(admin).toHaveFocus());
  },
};

/** A phone: one line, the switch and one menu with the page's tools, the admin and logout. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Editor' });
    await userEvent.click(within(toolbar).getByRole('button', { name: /^Mehr/ }));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Seiteneinstellungen', 'Veröffentlichen', 'Seiten', 'Neuigkeiten', 'Abmelden']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Seiteneinstellungen' }));
    await expect(args.onPageSettings).toHaveBeenCalled();
  },
};
export const EnglishEditModeOff: Story = {
  args: {
    locale: 'en',
    editMode: false,
    toggleHref: '/en/university?edit',
    onPageSettings: undefined,
  },
};

/**
 * DESIGN.md 8: while an open section has changes the page shows but no save holds, the status
 * line says so (announced); on a phone it shares the status line, so the page never moves.
 */
export const PhoneUnsavedChanges: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { unsaved: true, translationStatus: <span>Deutsch und Englisch vollständig</span> },
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Editor' });
    const status = within(toolbar).getByRole('status');
    await expect(status).toHaveTextContent('Ungespeicherte Änderungen');
    // Two lines at most: the switch and the menu, then the status line.
    await expect(toolbar.getBoundingClientRect().height).toBeLessThan(90);
  },
};
