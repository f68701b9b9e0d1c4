import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminApp } from '../AdminApp';
import { storyAdminApi, storyApiFailing, storyApiPending } from './story-admin-api';

/** The story API, but loading an entry never ends (the loading state stays). */
const pendingApi = () => storyApiPending('get');

/** The story API, but loading an entry fails (the server is unreachable). */
const failingApi = () => storyApiFailing('get');

const meta = {
  title: 'Editor/Admin shell',
  component: AdminApp,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DESIGN.md 9: the frame of every admin screen. A compact header (the site, the ' +
          'language), the navigation in groups derived from the entity definitions and the ' +
          'route table of `@aula/routing` (content, study, home page, site, media; the current ' +
          'place marked; behind a menu button below 900 px) and breadcrumbs (Dashboard / group ' +
          '/ list / entry), on the site’s typeface and tokens.',
      },
    },
  },
  args: { locale: 'de', path: [], query: {}, api: storyAdminApi() },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard: the navigation's groups, the dashboard marked as the current place. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Verwaltungsbereiche' });
    for (const group of ['Inhalte', 'Studium', 'Startseite', 'Website', 'Medien'])
      await expect(within(navigation).getByRole('list', { name: group })).toBeInTheDocument();
    await expect(within(navigation).getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(navigation).getByRole('link', { name: 'Mediathek' })).toHaveAttribute(
      'href',
      '/admin/media?lang=de',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Brotkrumennavigation' })).toBeNull();
  },
};

/** A change page in English: its list marked, breadcrumbs back to the list and the dashboard. */
export const ChangePage: Story = {
  args: { locale: 'en', path: ['news', 'news', '7', 'change'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Content', 'News', 'Entry 7']);
    await expect(within(trail).getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/admin/news/news?lang=en',
    );
    await expect(within(trail).getByText('Entry 7')).toHaveAttribute('aria-current', 'page');
    const navigation = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(within(navigation).getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('link', { name: /Back to the list/ })).toBeVisible();
  },
};

/** The change page of an entry that does not exist: "not found", no retry. */
export const EntryNotFound: Story = {
  args: { path: ['news', 'news', '404', 'change'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Diesen Eintrag gibt es nicht (mehr).')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    await expect(canvas.queryByText('Das konnte nicht geladen werden.')).toBeNull();
    const state = canvas.getByRole('alert');
    await expect(within(state).getByRole('link', { name: 'Übersicht' })).toBeInTheDocument();
  },
};

/** An address that is no admin page. */
export const PageNotFound: Story = {
  args: { locale: 'en', path: ['nothing', 'here'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This admin page does not exist.' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** While an entry loads: the loading state (announced, no form yet). */
export const Loading: Story = {
  args: { path: ['news', 'news', '7', 'change'], api: pendingApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Wird geladen …');
  },
};

/** A load that failed (not a 404): said so, with a retry. */
export const LoadFailed: Story = {
  args: { locale: 'en', path: ['news', 'news', '7', 'change'], api: failingApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * Phones: the navigation behind the menu button, a native disclosure (it opens without
 * JavaScript too), opened and closed from it (and by Escape).
 */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { path: ['events', 'event'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A <summary>: the browser exposes it as the disclosure's button.
    const menu = canvas.getByText('Menü', { selector: 'summary' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));
    const navigation = canvas.getByRole('navigation', { name: 'Verwaltungsbereiche' });
    await expect(menu).toHaveAttribute('aria-controls', navigation.id);
    await expect(within(navigation).getByRole('link', { name: 'Veranstaltungen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(menu);
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    // Escape inside the opened navigation closes it, the focus back on the menu button.
    await userEvent.click(menu);
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));
    within(navigation).getByRole('link', { name: 'Personen' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    await expect(menu).toHaveFocus();
  },
};
