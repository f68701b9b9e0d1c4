import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FreshStore } from '../stories/FreshStore';
import { PageHistory } from './PageHistory';
import { pageHistoryStoryClient } from './page-history-story-client';

const meta = {
  title: 'Editor/History/Page history',
  component: PageHistory,
  tags: ['autodocs'],
  decorators: [
    (Story, { args }) => (
      <FreshStore alertsLocale={args.locale}>
        <Story />
      </FreshStore>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "DESIGN.md 8: a page's versions (in the publish dialog): who saved when, each viewable " +
          "on the live page, compared with the one before (the page's fields, sections added, " +
          'removed, moved and changed) and restored as a new save on top of the version the ' +
          'editor saw (409 when someone else saved since).',
      },
    },
  },
  args: {
    locale: 'de',
    client: pageHistoryStoryClient(),
    pageId: 7,
    onView: fn(),
    onRestored: fn(),
  },
} satisfies Meta<typeof PageHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const unfold = async (summary: string) => userEvent.click(await body().findByText(summary));

export const Folded: Story = {};

export const CompareTwoVersions: Story = {
  args: { client: pageHistoryStoryClient() },
  play: async () => {
    await unfold('Fassungen der Seite');
    const compare = await body().findByRole('button', {
      name: 'Mit der Fassung davor vergleichen: Fassung vom 20.11.2026, 16:00',
    });
    await userEvent.click(compare);
    await expect(compare).toHaveAttribute('aria-expanded', 'true');
    const diff = await body().findByRole('region', { name: 'Unterschiede' });
    await expect(within(diff).getByText('Titel geändert')).toBeInTheDocument();
    await expect(within(diff).getByText('Weiterbildung (alt)')).toBeInTheDocument();
    await expect(
      within(diff).getByText('Abschnitt „Überschrift: Willkommen“ geändert:'),
    ).toBeInTheDocument();
    await expect(within(diff).getByText('Block Text entfernt')).toBeInTheDocument();
  },
};

export const RestoreAsNewSaveEnglish: Story = {
  args: { locale: 'en', client: pageHistoryStoryClient(), onRestored: fn() },
  play: async ({ args }) => {
    await unfold('Versions of the page');
    await expect(await body().findByText(/^Preview by lehmann/)).toBeInTheDocument();
    // The newest entry is the page as it is and a preview is not a saved state: neither offers a restore.
    await expect(body().getAllByRole('button', { name: /^Restore this version: / })).toHaveLength(
      1,
    );
    await userEvent.click(
      body().getByRole('button', { name: 'Restore this version: version of 20.11.2026, 10:00' }),
    );
    await expect(await body().findByText(/^Page version restored/)).toBeInTheDocument();
    await waitFor(() => expect(args.onRestored).toHaveBeenCalled());
    await expect((args.client as ReturnType<typeof pageHistoryStoryClient>).calls).toEqual([
      'POST /en/pageeditor-api/page/7/revisions/29/restore/ {"version":6}',
    ]);
  },
};

export const RestoreRefusedAfterAnotherSave: Story = {
  args: { client: pageHistoryStoryClient({ status: 409 }), onRestored: fn() },
  play: async ({ args }) => {
    await unfold('Fassungen der Seite');
    await userEvent.click(
      await body().findByRole('button', {
        name: 'Diese Fassung wiederherstellen: Fassung vom 20.11.2026, 10:00',
      }),
    );
    await expect(
      await body().findByText(
        /^Nicht wiederhergestellt: Jemand anderes hat die Seite inzwischen geändert/,
      ),
    ).toBeInTheDocument();
    await expect(args.onRestored).not.toHaveBeenCalled();
  },
};

export const RestoreUnavailableEnglish: Story = {
  args: { locale: 'en', client: pageHistoryStoryClient({ status: 400 }) },
  play: async () => {
    await unfold('Versions of the page');
    await userEvent.click(
      await body().findByRole('button', {
        name: 'Restore this version: version of 20.11.2026, 10:00',
      }),
    );
    await expect(
      await body().findByText(
        'This version cannot be restored: a section in it is no longer stored.',
      ),
    ).toBeInTheDocument();
  },
};
