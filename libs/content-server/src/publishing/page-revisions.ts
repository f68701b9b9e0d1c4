import { pageSchema, type PageRevision, type PageRevisionDetail } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';

/**
 * DESIGN.md 8: a page's history in a language, newest first: every settings save, section save,
 * publication and preview wrote one (`snapshotPage`), with who and when. Each opens as `?v=`.
 */
export async function listPageRevisions(
  db: Kysely<Database>,
  pageId: number,
  locale: Locale,
): Promise<PageRevision[]> {
  const rows = await db
    .selectFrom('page_revision')
    .leftJoin('app_user', 'app_user.id', 'page_revision.user_id')
    .select([
      'page_revision.id',
      'page_revision.version',
      'page_revision.is_draft',
      'page_revision.created_at',
      'app_user.username',
    ])
    .where('page_revision.page_id', '=', pageId)
    .where(sql<string>`page_revision.snapshot->>'locale'`, '=', locale)
    .orderBy('page_revision.id', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    is_draft: row.is_draft,
    user: row.username ?? null,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/**
 * DESIGN.md 8: one revision of a page in `locale` with the page as it read then (for a diff);
 * undefined when unknown or unreadable.
 */
export async function readPageRevision(
  db: Kysely<Database>,
  pageId: number,
  locale: Locale,
  revisionId: number,
): Promise<PageRevisionDetail | undefined> {
  const row = await db
    .selectFrom('page_revision')
    .leftJoin('app_user', 'app_user.id', 'page_revision.user_id')
    .select([
      'page_revision.id',
      'page_revision.version',
      'page_revision.is_draft',
      'page_revision.created_at',
      'page_revision.snapshot',
      'app_user.username',
    ])
    .where('page_revision.page_id', '=', pageId)
    .where('page_revision.id', '=', revisionId)
    .where(sql<string>`page_revision.snapshot->>'locale'`, '=', locale)
    .executeTakeFirst();
  const page = row && v.safeParse(pageSchema, (row.snapshot as { page?: unknown }).page);
  if (!row || !page?.success) return undefined;
  return {
    id: row.id,
    version: row.version,
    is_draft: row.is_draft,
    user: row.username ?? null,
    created_at: new Date(row.created_at).toISOString(),
    page: page.output,
  };
}
