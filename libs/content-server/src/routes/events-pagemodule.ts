import { eventPageSchema } from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { EditorAccess } from '../auth/editor-access';
import { eventColumns } from '../db/columns';
import type { Database } from '../db/schema';
import { loadImages } from '../media/load-images';
import { rootOf } from '../modules/module-repository';
import { isPublished, pageContentType } from '../pages/read-page';
import { answer, notFound } from './answer';
import { eventAnswer, eventCategories } from './events';
import { idParam, localeOf, localeParam } from './locale';
import { loadPage, pageSize, pagedAnswer } from './paging';

export interface EventPageModuleOptions {
  access: EditorAccess;
  now: () => Date;
}

/** The distinct event ids an Events List block stores, in block order. */
function blockEventIds(data: Record<string, unknown>): number[] {
  const children = Array.isArray(data['children']) ? data['children'] : [];
  return [
    ...new Set(
      children.filter(
        (id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0,
      ),
    ),
  ];
}

/**
 * spec 7 "events pagemodule": `GET /{locale}/api/events/pagemodule/{moduleId}/?page={n}`, the
 * events an Events List block (spec 3: headline, children each referring to an event) shows:
 * online events only, in block order, 12 per page in the events list's paged shape. 404 when the
 * module is not an Events List of this language, when the page is past the end, and for
 * visitors when the page that owns the block is not published (spec 6); editors see those, and
 * their answers are never cached.
 */
export function eventPageModuleRoutes(
  db: Kysely<Database>,
  { access, now }: EventPageModuleOptions,
) {
  /** Whether the caller may see the block: its owning page is published, or the caller edits. */
  const visible = async (c: Context, moduleId: number) => {
    const root = await rootOf(db, moduleId);
    if (root?.content_type !== pageContentType || root.object_id === null) return true;
    const page = await db
      .selectFrom('page')
      .select(['is_online', 'publish_at'])
      .where('id', '=', root.object_id)
      .executeTakeFirst();
    if (page && isPublished(page, now())) return true;
    if (!(await access.user(c))) return false;
    c.header('Cache-Control', 'private, no-store');
    return true;
  };

  return new Hono().get(`/${localeParam}/api/events/pagemodule/${idParam}/`, async (c) => {
    const locale = localeOf(c);
    const moduleId = Number(c.req.param('id'));
    const module = await db
      .selectFrom('module')
      .select(['id', 'data'])
      .where('id', '=', moduleId)
      .where('locale', '=', locale)
      .where('model', '=', 'EventListModule')
      .executeTakeFirst();
    if (!module || !(await visible(c, module.id))) return notFound(c);
    const ids = blockEventIds(module.data);
    const online =
      ids.length === 0
        ? new Set<number>()
        : new Set(
            (
              await db
                .selectFrom('event')
                .select('id')
                .where('id', 'in', ids)
                .where('is_online', '=', true)
                .execute()
            ).map((row) => row.id),
          );
    const shown = ids.filter((id) => online.has(id));
    const loaded = await loadPage(c.req.query('page'), {
      count: async () => shown.length,
      items: async (offset) => {
        const slice = shown.slice(offset, offset + pageSize);
        if (slice.length === 0) return [];
        const rows = await db
          .selectFrom('event')
          .select(eventColumns)
          .where('id', 'in', slice)
          .execute();
        const categories = await eventCategories(db);
        const images = await loadImages(
          db,
          rows.map((row) => row.image_id),
          locale,
        );
        return slice.flatMap((id) =>
          rows
            .filter((row) => row.id === id)
            .map((row) => eventAnswer(row, locale, categories, images)),
        );
      },
    });
    if (!loaded) return notFound(c, 'Invalid page.');
    return answer(
      c,
      eventPageSchema,
      pagedAnswer(
        `/${locale}/api/events/pagemodule/${module.id}/`,
        loaded.page,
        loaded.count,
        loaded.results,
      ),
    );
  });
}
