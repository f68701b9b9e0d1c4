import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMoreFooter } from './LoadMoreFooter';

const labels = {
  loadMore: 'Mehr laden',
  loading: 'Wird geladen …',
  loaded: '{count} weitere Einträge geladen.',
  failed: 'Die Einträge konnten nicht geladen werden.',
};

const meta = {
  title: 'Components/Load more',
  component: LoadMoreFooter,
  tags: ['autodocs'],
  args: {
    labels,
    busy: false,
    loaded: 0,
    failed: false,
    hasMore: true,
    hydrated: true,
    nextHref: '?page=2',
    onLoadMore: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'spec 4: the control under every "load more" list (news, events, press releases, ' +
          "persons) with its announcements; before hydration it is the server's link to the list " +
          'with one page more. Behaviour (URL, focus on the first new entry) comes from ' +
          '`useLoadMore`.',
      },
    },
  },
} satisfies Meta<typeof LoadMoreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hydrated: a button that asks for the next page. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mehr laden' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** While the page loads: the button says so and waits; the status tells screen readers. */
export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Wird geladen …' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
  },
};

/** After a page was added: announced with its count. */
export const Loaded: Story = {
  args: { loaded: 24 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '24 weitere Einträge geladen.',
    );
  },
};

/** A failed request: an alert, the button stays to try again. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Die Einträge konnten nicht geladen werden.',
    );
  },
};

/** Before hydration (or without script): the server's link. */
export const WithoutScript: Story = {
  args: { hydrated: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Mehr laden' })).toHaveAttribute(
      'href',
      '?page=2',
    );
  },
};
