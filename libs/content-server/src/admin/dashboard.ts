import type { AdminDashboard, Locale } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { publishingCounts } from '../publishing/publishing-counts';
import { brokenLinks, untranslatedEntries } from './dashboard-entries';
import { pendingPublications, waitingDrafts } from './dashboard-publishing';
import { recentChanges } from './dashboard-recent';
import { siteTranslationGaps } from './dashboard-translations';

/**
 * DESIGN.md 9: what the dashboard shows: the latest changes and the figures that need an editor,
 * each with the list behind it. Titles and paths in `locale`, the admin's language.
 */
export async function dashboard(db: Kysely<Database>, locale: Locale): Promise<AdminDashboard> {
  const translations = await siteTranslationGaps(db, locale);
  const entries = await untranslatedEntries(db);
  const links = await brokenLinks(db);
  return {
    recent: await recentChanges(db),
    missingTranslations: translations.total,
    translationGaps: translations.gaps,
    entriesUntranslated: entries.count,
    untranslatedEntries: entries.list,
    brokenLinks: links.count,
    brokenLinkList: links.list,
    ...(await publishingCounts(db)),
    drafts: await waitingDrafts(db),
    scheduled: await pendingPublications(db),
  };
}
