import { NotFoundError, UnauthorizedError } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { AdminProvider } from '../AdminProvider';
import { LoadState } from '../LoadState';
import { storyAdminApi } from './story-admin-api';

type LoadStateName = 'loading' | 'failed' | 'unauthorized' | 'notFound' | 'ready';

/** What the story's query does: never answers, fails in one of three ways, or answers. */
const loaders: Record<LoadStateName, () => Promise<string>> = {
  loading: () => new Promise(() => undefined),
  failed: () => Promise.reject(new TypeError('Failed to fetch')),
  unauthorized: () => Promise.reject(new UnauthorizedError('/de/api/admin/entities/news/7/')),
  notFound: () => Promise.reject(new NotFoundError('/de/api/admin/entities/news/404/')),
  ready: () => Promise.resolve('Rundgang 2026'),
};

function Loaded({ state }: { state: LoadStateName }) {
  const query = useQuery({ queryKey: ['story', state], queryFn: loaders[state] });
  return <LoadState query={query}>{(title) => <p>{title}</p>}</LoadState>;
}

function LoadStateStory({ state, locale }: { state: LoadStateName; locale: 'de' | 'en' }) {
  return (
    <AdminProvider locale={locale} api={storyAdminApi()} path={['news', 'news', '7', 'change']}>
      <Loaded state={state} />
    </AdminProvider>
  );
}

const meta = {
  title: 'Editor/Admin area/Load state',
  component: LoadStateStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 9: the states of every part of an admin screen that loads: loading ' +
          '(announced), failed (with a retry; after a 401 the login instead), not found (no ' +
          'retry, the ways back to the list and the dashboard) and ready.',
      },
    },
  },
  args: { state: 'loading', locale: 'de' },
} satisfies Meta<typeof LoadStateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a status the screen reader announces. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
  },
};

/** Loading, in English. */
export const LoadingEnglish: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading …');
  },
};

/** Failed: said so, with a retry. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Das konnte nicht geladen werden.',
    );
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

/** The session ended (401), in English: the login instead of a retry. */
export const SessionEnded: Story = {
  args: { state: 'unauthorized', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Editor login' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Not found: no retry, the ways back to the list and the dashboard. */
export const NotFound: Story = {
  args: { state: 'notFound' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Zur Liste' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Übersicht' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  },
};

/** Not found, in English. */
export const NotFoundEnglish: Story = {
  args: { state: 'notFound', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This entry does not exist (any more).'),
    ).toBeInTheDocument();
  },
};

/** Ready: what was loaded, nothing else. */
export const Ready: Story = {
  args: { state: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Rundgang 2026')).toBeInTheDocument();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
