import {
  containerModuleSchema,
  pageQuerySchema,
  pageSchema,
  redirectSchema,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { loadSubtrees } from '../modules/module-repository';
import { readModules } from '../modules/read-modules';
import { isPublished, pageContentType, readPage } from '../pages/read-page';
import { answer, notFound } from './answer';
import { parseQuery } from './query';
import { localeOf, localeParam, localized } from './locale';

const snapshotSchema = v.object({ locale: v.string(), page: v.unknown() });

/** A path as stored: no leading or trailing slash, no locale prefix; null when its percent-encoding is broken. */
function cleanPath(path: string): string | null {
  try {
    return decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  } catch {
    return null;
  }
}

export interface PageEditorRouteOptions {
  access: EditorAccess;
  now: () => Date;
  reportError: (error: unknown) => void;
}

/**
 * spec 7: a page by slug or path (`?version_id=` for editors), a section by slug, and the
 * redirect lookup. spec 4/6: an offline or scheduled page is not found for visitors; editors
 * see it, and their answers are never cached.
 */
export function pageEditorRoutes(
  db: Kysely<Database>,
  { access, now, reportError }: PageEditorRouteOptions,
) {
  /** The page at a slug or path ('' is the home page). */
  const pageHandler = async (c: Context) => {
    const locale = localeOf(c);
    const path = cleanPath(c.req.param('path') ?? '');
    if (path === null) return notFound(c);
    const editor = await access.user(c);
    if (editor) c.header('Cache-Control', 'private, no-store');
    const row = await db
      .selectFrom('page')
      .selectAll()
      .where((eb) => eb.or([eb('slug', '=', path), eb(localized('path', locale), '=', path)]))
      .orderBy((eb) => eb.case().when('slug', '=', path).then(0).else(1).end())
      .executeTakeFirst();
    if (!row || (!editor && !isPublished(row, now()))) return notFound(c);
    const parsed = parseQuery(c, pageQuerySchema);
    if (!parsed.ok) return parsed.response;
    const versionId = parsed.query.version_id;
    if (editor && versionId !== undefined) {
      const revision = await db
        .selectFrom('page_revision')
        .select('snapshot')
        .where('id', '=', versionId)
        .where('page_id', '=', row.id)
        .executeTakeFirst();
      const snapshot = v.safeParse(snapshotSchema, revision?.snapshot);
      if (!snapshot.success || snapshot.output.locale !== locale)
        return notFound(c, 'Unknown version.');
      const page = v.safeParse(pageSchema, snapshot.output.page);
      if (!page.success) return notFound(c, 'Unknown version.');
      return c.json(page.output);
    }
    return answer(
      c,
      pageSchema,
      await readPage(db, row, locale, { editor: editor !== null, reportError }),
    );
  };

  return new Hono()
    .get(`/${localeParam}/pageeditor-api/page/`, (c) => pageHandler(c))
    .get(`/${localeParam}/pageeditor-api/page/:path{.+}`, (c) => pageHandler(c))
    .get(`/${localeParam}/pageeditor-api/container/by-slug/:slug`, async (c) => {
      const locale = localeOf(c);
      const row = await db
        .selectFrom('module')
        .leftJoin('page', (join) =>
          join
            .onRef('page.id', '=', 'module.object_id')
            .on('module.content_type', '=', pageContentType),
        )
        .select(['module.id', 'page.is_online', 'page.publish_at'])
        .where('module.locale', '=', locale)
        .where('module.slug', '=', c.req.param('slug'))
        .where('module.model', '=', 'ContainerModule')
        .executeTakeFirst();
      if (!row) return notFound(c);
      // A section of an unpublished page is as hidden as the page (spec 6).
      if (
        row.is_online !== null &&
        !isPublished({ is_online: row.is_online, publish_at: row.publish_at }, now()) &&
        !(await access.user(c))
      )
        return notFound(c);
      const [container] = await readModules(
        db,
        await loadSubtrees(db, [row.id]),
        [row.id],
        locale,
        reportError,
      );
      if (container?.model !== 'ContainerModule') return notFound(c);
      return answer(c, containerModuleSchema, container);
    })
    .get(`/${localeParam}/pageeditor-api/redirect/:path{.+}`, async (c) => {
      const locale = localeOf(c);
      const path = cleanPath(c.req.param('path'));
      if (path === null) return notFound(c);
      const candidates = [`/${locale}/${path}`, `/${path}`];
      const row = await db
        .selectFrom('redirect')
        .select('new_path')
        .where('old_path', 'in', candidates)
        .executeTakeFirst();
      return row ? answer(c, redirectSchema, row) : notFound(c);
    });
}
