import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
          'The editor header (spec 2/6): edit mode on/off, the user, admin menus, page settings, logout.',
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
  },
} satisfies Meta<typeof EditorToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditModeOn: Story = {
  play: async ({ canvasElement, args }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Editor' });
    await expect(
      within(toolbar).getByRole('button', { name: 'Bearbeiten ausschalten' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Abmelden' }));
    await expect(args.onLogout).toHaveBeenCalled();
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
