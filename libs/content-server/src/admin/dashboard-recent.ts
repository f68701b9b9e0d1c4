import type { DashboardChange, Locale } from '@aula/api-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageUrl } from '../pages/read-page';
import { withSectionPlaces } from './section-places';

/** How many changes the dashboard lists. */
export const recentLimit = 10;

/** A section save also writes a page revision (announce-section.ts): within this, it is one change. */
const sameChangeMs = 5_000;

type Change = DashboardChange & { userId: number | null; pageId: number | null };

async function entityChanges(db: Kysely<Database>): Promise<Change[]> {
  const rows = await db
    .selectFrom('admin_revision')
    .leftJoin('app_user', 'app_user.id', 'admin_revision.user_id')
    .select(['entity', 'entity_id', 'title', 'admin_revision.created_at', 'username', 'user_id'])
    .orderBy('admin_revision.id', 'desc')
    .limit(recentLimit)
    .execute();
  return rows.map((row) => ({
    kind: 'entity',
    entity: row.entity,
    id: row.entity_id,
    title: row.title,
    locale: null,
    url: null,
    created_at: row.created_at.toISOString(),
    user: row.username,
    userId: row.user_id,
    pageId: null,
  }));
}

/** Section saves, drafts, publications, restores; a section's first entry (no one) is its baseline. */
async function sectionChanges(db: Kysely<Database>): Promise<Change[]> {
  const rows = await db
    .selectFrom('section_revision')
    .innerJoin('app_user', 'app_user.id', 'section_revision.user_id')
    .select(['module_id', 'section_revision.created_at', 'username', 'user_id'])
    .orderBy('section_revision.id', 'desc')
    .limit(recentLimit)
    .execute();
  return withSectionPlaces(db, rows, (row, { locale, pageId, title, url }) => ({
    kind: 'section' as const,
    entity: '',
    id: row.module_id,
    title,
    locale,
    url,
    created_at: row.created_at.toISOString(),
    user: row.username,
    userId: row.user_id,
    pageId,
  }));
}

/** Page settings, structure (order, new or deleted sections) and publications of a page. */
async function pageChanges(db: Kysely<Database>): Promise<Change[]> {
  const rows = await db
    .selectFrom('page_revision')
    .innerJoin('app_user', 'app_user.id', 'page_revision.user_id')
    .innerJoin('page', 'page.id', 'page_revision.page_id')
    .selectAll('page')
    .select([
      'page_revision.created_at as changed_at',
      'username',
      'user_id',
      sql<string>`page_revision.snapshot->>'locale'`.as('locale'),
    ])
    .orderBy('page_revision.id', 'desc')
    .limit(recentLimit * 2)
    .execute();
  return rows.map((row) => {
    const locale: Locale = row.locale === 'en' ? 'en' : 'de';
    return {
      kind: 'page',
      entity: '',
      id: row.id,
      title: row[`title_${locale}`] || row.slug,
      locale,
      url: pageUrl(row, locale),
      created_at: row.changed_at.toISOString(),
      user: row.username,
      userId: row.user_id,
      pageId: row.id,
    };
  });
}

/** The change as answered, without what matching it needed. */
const withoutKeys = (change: Change): DashboardChange => ({
  kind: change.kind,
  entity: change.entity,
  id: change.id,
  title: change.title,
  locale: change.locale,
  url: change.url,
  created_at: change.created_at,
  user: change.user,
});

/** The page revision a section change wrote along with it. */
const partOf = (page: Change, sections: readonly Change[]) =>
  sections.some(
    (section) =>
      section.pageId === page.pageId &&
      section.userId === page.userId &&
      Math.abs(Date.parse(section.created_at) - Date.parse(page.created_at)) < sameChangeMs,
  );

/**
 * DESIGN.md 9: the latest changes, newest first: sections, pages and entries of every entity,
 * with who and when; a section save is listed once (not again as its page's revision).
 */
export async function recentChanges(db: Kysely<Database>): Promise<DashboardChange[]> {
  const sections = await sectionChanges(db);
  const pages = (await pageChanges(db)).filter((page) => !partOf(page, sections));
  return [...sections, ...pages, ...(await entityChanges(db))]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, recentLimit)
    .map(withoutKeys);
}
