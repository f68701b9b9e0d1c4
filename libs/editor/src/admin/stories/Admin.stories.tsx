import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminProvider } from '../AdminProvider';
import { Dashboard } from '../Dashboard';
import { EntityForm } from '../EntityForm';
import { EntityList } from '../EntityList';
import { NavigationEditor } from '../NavigationEditor';
import { storyAdminApi } from './story-admin-api';

function AdminStory({
  screen,
  locale = 'de',
}: {
  screen: 'dashboard' | 'form' | 'missing' | 'new' | 'list' | 'largeList' | 'navigation';
  locale?: 'de' | 'en';
}) {
  return (
    <AdminProvider locale={locale} api={storyAdminApi({ largeList: screen === 'largeList' })}>
      {screen === 'dashboard' && <Dashboard />}
      {screen === 'form' && <EntityForm entity="news" id={7} />}
      {screen === 'missing' && <EntityForm entity="news" id={404} />}
      {screen === 'new' && <EntityForm entity="news" />}
      {(screen === 'list' || screen === 'largeList') && <EntityList entity="news" query={{}} />}
      {screen === 'navigation' && <NavigationEditor />}
    </AdminProvider>
  );
}

const meta = {
  title: 'Editor/Admin area',
  component: AdminStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 9: the admin area, generated from the entity definitions of ' +
          '`@aula/api-client`: the entity form (German and English side by side, missing ' +
          'translations flagged, the server’s valibot rules with translated messages), the entity ' +
          'list and the navigation tree editor (dnd-kit, keyboard and move buttons).',
      },
    },
  },
} satisfies Meta<typeof AdminStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dashboard: the counts that need an editor (drafts and scheduled publications too) and the
 * latest changes.
 */
export const DashboardCounts: Story = {
  args: { screen: 'dashboard', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Drafts waiting to be published')).toBeInTheDocument();
    // Each card: the number, then what it counts.
    await expect(canvas.getByText('Scheduled publications')).toHaveTextContent(
      /^1 Scheduled publications$/,
    );
    await expect(canvas.getByText('Drafts waiting to be published')).toHaveTextContent(
      /^2 Drafts waiting to be published$/,
    );
    await expect(canvas.getByRole('link', { name: 'Rundgang 2026' })).toBeInTheDocument();
  },
};

/** A saved news item: the English column is flagged until its title is filled. */
export const NewsForm: Story = {
  args: { screen: 'form' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByRole('group', { name: /^Englisch/ });
    // The stored category is shown once its choices have loaded.
    await expect(await canvas.findByDisplayValue('Hochschule')).toBeInTheDocument();
    await expect(within(english).getByText('Übersetzung fehlt')).toBeInTheDocument();
    await userEvent.type(within(english).getByLabelText(/^Titel/), 'Open studios 2026');
    await expect(within(english).queryByText('Übersetzung fehlt')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Gespeichert.')).toBeInTheDocument();
  },
};

/** The change page of an entry that does not exist: not found, no retry, a way back. */
export const MissingEntry: Story = {
  args: { screen: 'missing', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This entry does not exist (any more).'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  },
};

/** A new news item saved empty: the translated messages at the fields and in the summary. */
export const NewsFormInvalid: Story = {
  args: { screen: 'new', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Title (German): This field is required!'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Publication date: This field is required!')).toBeInTheDocument();
    // A half-typed date and time says so at the field (the picker keeps no partial value).
    const date = canvas.getByRole('group', { name: /^Publication date/ });
    await userEvent.click(within(date).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('17');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(
        'Please enter the whole date and time (DD/MM/YYYY, hh:mm) or clear the field.',
      ),
    ).toBeInTheDocument();
  },
};

/** The news list with its filters; a missing translation is flagged in the row. */
export const NewsList: Story = {
  args: { screen: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Rundgang 2026' })).toBeInTheDocument();
    await expect(canvas.getByText('Übersetzung fehlt: EN')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Suchen' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  },
};

/** A large list (10,000 news) is counted a few pages ahead only: it says "more than", and offers the next page. */
export const NewsListLarge: Story = {
  args: { screen: 'largeList', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('More than 125 entries')).toBeInTheDocument();
    const pager = canvas.getByRole('navigation', { name: 'Page 1 of more than 5' });
    await expect(within(pager).getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  },
};

/** The main menu as a tree: moved down with the keyboard, renamed, saved. */
export const NavigationTree: Story = {
  args: { screen: 'navigation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nach unten: Studium' }));
    const entries = () =>
      [...canvasElement.querySelectorAll('[data-nav-entry]')].map((entry) =>
        entry.getAttribute('data-nav-entry'),
      );
    await expect(entries()).toEqual(['Hochschule', 'Studium', 'Bewerbung', 'Kontakt']);
    await userEvent.click(canvas.getByRole('button', { name: 'Einrücken: Studium' }));
    await expect(
      canvasElement.querySelector('[data-nav-entry="Hochschule"] [data-nav-entry="Studium"]'),
    ).not.toBeNull();
    const name = canvas.getByLabelText('DE: Kontakt');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kontakt und Anfahrt');
    await expect(
      within(canvas.getByRole('navigation', { name: 'Vorschau' })).getByText('Kontakt und Anfahrt'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Navigation speichern' }));
    await expect(await canvas.findByText('Navigation gespeichert.')).toBeInTheDocument();
  },
};
