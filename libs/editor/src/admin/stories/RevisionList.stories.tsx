import type { AdminApi } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AdminProvider } from '../AdminProvider';
import { RevisionList } from '../RevisionList';
import { storyAdminApi } from './story-admin-api';

type RevisionsState = 'filled' | 'single' | 'loading' | 'error';

/** The story API with its revisions in the given state (loading: never answered). */
function revisionsApi(state: RevisionsState): AdminApi {
  const api = storyAdminApi({ empty: state === 'single' });
  if (state === 'loading') return { ...api, revisions: () => new Promise(() => undefined) };
  if (state === 'error')
    return { ...api, revisions: () => Promise.reject(new TypeError('Failed to fetch')) };
  return api;
}

function RevisionListStory({ state, locale }: { state: RevisionsState; locale: 'de' | 'en' }) {
  const api = useMemo(() => revisionsApi(state), [state]);
  return (
    <AdminProvider locale={locale} api={api} path={['news', 'news', '7', 'change']}>
      <RevisionList entity="news" id={7} onRestored={() => undefined} />
    </AdminProvider>
  );
}

const meta = {
  title: 'Editor/Admin area/Revisions',
  component: RevisionListStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 9: the saved states of an entry on its change page, newest first; every ' +
          'earlier one can be restored (a restore is a new save).',
      },
    },
  },
  args: { state: 'filled', locale: 'de' },
} satisfies Meta<typeof RevisionListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two revisions: the current one, and an earlier one with its restore button. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Rundgang 2026 · redaktion/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Wiederherstellen/ })).toHaveLength(1);
  },
};

/** An earlier revision restored, in English: said so in the status line. */
export const Restored: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Restore/ }));
    await expect(await canvas.findByText('Revision restored.')).toBeInTheDocument();
  },
};

/** Only the first save: no earlier revision to restore. */
export const NoEarlierRevisions: Story = {
  args: { state: 'single', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No earlier revisions yet.')).toBeInTheDocument();
  },
};

/** While the revisions load. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Wird geladen …')).toBeInTheDocument();
  },
};

/** The revisions could not be loaded: said so, with a retry. */
export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Das konnte nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
