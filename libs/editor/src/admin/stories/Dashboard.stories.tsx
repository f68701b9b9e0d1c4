import { adminEndpoints, type AdminDashboard } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, within } from 'storybook/test';
import { AdminProvider } from '../AdminProvider';
import { Dashboard } from '../Dashboard';
import { emptyDashboard, filledDashboard } from './dashboard-fixture';

type DashboardState = 'loading' | 'empty' | 'filled' | 'error';

/** An admin API whose dashboard answers in the given state (loading: never). */
function dashboardApi(state: DashboardState) {
  const answers: Record<Exclude<DashboardState, 'loading'>, () => Response> = {
    empty: () => Response.json(emptyDashboard satisfies AdminDashboard),
    filled: () => Response.json(filledDashboard satisfies AdminDashboard),
    error: () => Response.json({ detail: 'Server error.' }, { status: 500 }),
  };
  return adminEndpoints({
    fetch: (): Promise<Response> =>
      state === 'loading' ? new Promise(() => undefined) : Promise.resolve(answers[state]()),
  });
}

function DashboardStory({ state, locale = 'de' }: { state: DashboardState; locale?: 'de' | 'en' }) {
  const api = useMemo(() => dashboardApi(state), [state]);
  return (
    <AdminProvider locale={locale} api={api}>
      <Dashboard />
    </AdminProvider>
  );
}

const meta = {
  title: 'Editor/Admin area/Dashboard',
  component: DashboardStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 9: the admin’s start. Each figure links to the list behind it (missing ' +
          'translations counted as the editor toolbar counts them, entries not translated, ' +
          'drafts, scheduled publications, broken links); the recent changes to sections, ' +
          'pages and entries link to the page on the site or the entry’s form.',
      },
    },
  },
} satisfies Meta<typeof DashboardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the dashboard loads. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wird geladen');
  },
};

/** A fresh site: every figure 0, each list says there is nothing to do, no changes yet. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Noch keine Änderungen.')).toBeInTheDocument();
    await expect(canvas.getAllByText('Nichts zu tun.')).toHaveLength(5);
  },
};

/** Something everywhere: each figure links to its list; changes link to the site or the form. */
export const Filled: Story = {
  args: { state: 'filled', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('link', { name: /^3 Missing translations/ });
    await expect(figure).toHaveAttribute('href', '#dashboard-translations');
    await expect(canvasElement.querySelector('#dashboard-translations')).toHaveTextContent(
      '1 section missing in English · 1 field empty in English',
    );
    const [section] = canvas.getAllByRole('link', { name: 'Leitbild' });
    await expect(section).toHaveAttribute('href', '/de/hochschule/leitbild?edit');
    await expect(canvas.getByRole('link', { name: 'Rundgang 2026' })).toHaveAttribute(
      'href',
      '/admin/news/news/7/change?lang=en',
    );
  },
};

/** German, with the same content: the plural and singular as German says them. */
export const FilledGerman: Story = {
  args: { state: 'filled', locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /^2 Entwürfe warten/ }),
    ).toHaveAttribute('href', '#dashboard-drafts');
    await expect(canvasElement.querySelector('#dashboard-translations')).toHaveTextContent(
      '1 Abschnitt fehlt auf Englisch · 1 Feld leer auf Englisch',
    );
  },
};

/** The dashboard could not be loaded: said so, with a retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  },
};
