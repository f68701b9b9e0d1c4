import type { DashboardPublishing, Locale } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageUrl } from '../pages/read-page';
import { withSectionPlaces } from './section-places';

/** Up to how many drafts or publications the dashboard lists (its figures count all). */
const listLimit = 20;

/** DESIGN.md 8 and 9: the section drafts waiting, last saved first, on their pages. */
export async function waitingDrafts(db: Kysely<Database>): Promise<DashboardPublishing[]> {
  const rows = await db
    .selectFrom('section_draft')
    .leftJoin('app_user', 'app_user.id', 'section_draft.user_id')
    .select(['module_id', 'updated_at', 'username'])
    .orderBy('updated_at', 'desc')
    .limit(listLimit)
    .execute();
  return withSectionPlaces(db, rows, (row, place) => ({
    title: place.title,
    url: place.url,
    locale: place.locale,
    at: row.updated_at.toISOString(),
    user: row.username,
  }));
}

/** DESIGN.md 8 and 9: the publications waiting for their time, the next first. */
export async function pendingPublications(db: Kysely<Database>): Promise<DashboardPublishing[]> {
  const rows = await db
    .selectFrom('scheduled_publication')
    .innerJoin('page', 'page.id', 'scheduled_publication.page_id')
    .leftJoin('app_user', 'app_user.id', 'scheduled_publication.user_id')
    .selectAll('page')
    .select([
      'scheduled_publication.locale as language',
      'scheduled_publication.publish_at as due',
      'username',
    ])
    .where('status', '=', 'pending')
    .orderBy('due')
    .limit(listLimit)
    .execute();
  return rows.map((row) => {
    const locale: Locale = row.language === 'en' ? 'en' : 'de';
    return {
      title: row[`title_${locale}`] || row.slug,
      url: pageUrl(row, locale),
      locale,
      at: row.due.toISOString(),
      user: row.username,
    };
  });
}
