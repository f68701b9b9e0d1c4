import {
  adminBulkInputSchema,
  adminBulkResultSchema,
  adminEntrySchema,
  adminListSchema,
  adminOptionsSchema,
  adminRevisionsSchema,
  cacheTags,
  entityDefinitions,
  entityInputSchema,
  issuesToFieldErrors,
  type EntityDefinition,
  type EntityName,
  type RelationSource,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/schema';
import type { Revalidate } from '../revalidate';
import { applyBulk, isInUse } from '../admin/entity-bulk';
import { listEntities } from '../admin/entity-list';
import { createRow, entryOf, findRow, revisionValues, updateRow } from '../admin/entity-store';
import { readListQuery } from '../admin/list-query';
import { renamedLinkTags } from '../admin/entity-redirects';
import { redirectTargetExists } from '../admin/redirect-target';
import { relationOptions, relationSources } from '../admin/relation-options';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';

export interface AdminRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

const base = `/${localeParam}/api/admin`;
const entityParam = ':entity{[a-zA-Z]{1,40}}';

/** The visitor cache tags a save of row `id` touches: each kind's list and the row itself (DESIGN.md 5). */
export function entityCacheTags(
  definition: EntityDefinition,
  row: Record<string, unknown>,
): string[] {
  const id = Number(row['id']);
  const tags = definition.cacheKinds.flatMap((kind) => [
    cacheTags.list(kind),
    cacheTags.entity(kind, id),
  ]);
  // A redirect changes what its old path answers: the host's lookup of that path.
  if (definition.table === 'redirect' && typeof row['old_path'] === 'string') {
    const [, locale, ...rest] = row['old_path'].split('/');
    tags.push(cacheTags.pagePath(locale === 'en' ? 'en' : 'de', rest.join('/')));
  }
  return tags;
}

const definitionOf = (c: Context): EntityDefinition | undefined =>
  Object.hasOwn(entityDefinitions, c.req.param('entity') ?? '')
    ? entityDefinitions[c.req.param('entity') as EntityName]
    : undefined;

/**
 * DESIGN.md 9: the admin area's entity API, generated from the entity definitions: paged lists
 * with search, filters and sort; one entry; create, update (slugs kept unique, redirects from
 * changed slugs), delete and undo of a delete; revisions with restore; publish, take offline or
 * delete the selected rows of a list at once. Editors only (401/403),
 * bad input a 400 with field errors (i18n keys) that changes nothing; each write revalidates
 * the entity's visitor cache tags.
 */
export function adminEntityRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: AdminRouteOptions,
) {
  /** One revalidation for the rows a write changed (a bulk action: all of them at once). */
  const announce = (
    definition: EntityDefinition,
    rows: Record<string, unknown>[],
    more: string[] = [],
  ) => {
    const tags = new Set([...rows.flatMap((row) => entityCacheTags(definition, row)), ...more]);
    return tags.size === 0 ? undefined : revalidate([...tags]).catch(reportError);
  };
  /** A save over `before`: a changed slug also rebuilds the pages that link to the row. */
  const announceUpdate = async (
    definition: EntityDefinition,
    before: Record<string, unknown>,
    row: Record<string, unknown>,
  ) => announce(definition, [row], await renamedLinkTags(db, definition, before, row));
  const badRequest = (c: Context, errors: Record<string, string[]>) =>
    c.json({ detail: 'Invalid input.', errors }, 400);
  const validate = async (c: Context, definition: EntityDefinition, id: number | null) => {
    const parsed = v.safeParse(entityInputSchema(definition), await c.req.json().catch(() => null));
    if (!parsed.success) return { errors: issuesToFieldErrors(parsed.issues) };
    const values = parsed.output;
    if (definition.table === 'redirect') {
      const errors = await redirectErrors(db, values, id);
      if (errors) return { errors };
    }
    return { values };
  };
  const guarded = async (
    c: Context,
    write: boolean,
  ): Promise<{ editor: SessionUser; definition: EntityDefinition } | Response> => {
    const editor = write ? await access.writer(c) : await access.user(c);
    if (!editor) return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
    if (editor instanceof Response) return editor;
    const definition = definitionOf(c);
    return definition ? { editor, definition } : notFound(c);
  };

  return new Hono()
    .use(`${base}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get(`${base}/entities/${entityParam}/`, async (c) => {
      const ok = await guarded(c, false);
      if (ok instanceof Response) return ok;
      const query = readListQuery(ok.definition, c.req.query());
      if (!query) return c.json({ detail: 'Invalid list query.' }, 400);
      return answer(c, adminListSchema, await listEntities(db, ok.definition, query));
    })
    .post(`${base}/entities/${entityParam}/bulk/`, async (c) => {
      const ok = await guarded(c, true);
      if (ok instanceof Response) return ok;
      const parsed = v.safeParse(adminBulkInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success) return badRequest(c, issuesToFieldErrors(parsed.issues));
      const done = await applyBulk(db, ok.definition, parsed.output, ok.editor.id);
      if ('refused' in done)
        return done.refused === 'admin.bulk.inUse'
          ? c.json({ detail: 'An entry is still in use.', errors: { '': [done.refused] } }, 409)
          : badRequest(c, { '': [done.refused] });
      await announce(ok.definition, done.changed);
      return answer(c, adminBulkResultSchema, { action: parsed.output.action, count: done.count });
    })
    .get(`${base}/entities/${entityParam}/${idParam}/`, async (c) => {
      const ok = await guarded(c, false);
      if (ok instanceof Response) return ok;
      const row = await findRow(db, ok.definition, Number(c.req.param('id')));
      return row ? answer(c, adminEntrySchema, entryOf(ok.definition, row)) : notFound(c);
    })
    .post(`${base}/entities/${entityParam}/`, async (c) => {
      const ok = await guarded(c, true);
      if (ok instanceof Response) return ok;
      const checked = await validate(c, ok.definition, null);
      if (checked.errors) return badRequest(c, checked.errors);
      const row = await createRow(db, ok.definition, checked.values, ok.editor.id);
      await announce(ok.definition, [row]);
      return answer(c, adminEntrySchema, entryOf(ok.definition, row), 201);
    })
    .post(`${base}/entities/${entityParam}/${idParam}/`, async (c) => {
      const ok = await guarded(c, true);
      if (ok instanceof Response) return ok;
      const before = await findRow(db, ok.definition, Number(c.req.param('id')));
      if (!before) return notFound(c);
      const checked = await validate(c, ok.definition, Number(before['id']));
      if (checked.errors) return badRequest(c, checked.errors);
      const row = await updateRow(db, ok.definition, before, checked.values, ok.editor.id);
      await announceUpdate(ok.definition, before, row);
      return answer(c, adminEntrySchema, entryOf(ok.definition, row));
    })
    .delete(`${base}/entities/${entityParam}/${idParam}/`, async (c) => {
      const ok = await guarded(c, true);
      if (ok instanceof Response) return ok;
      const row = await findRow(db, ok.definition, Number(c.req.param('id')));
      if (!row) return notFound(c);
      try {
        await db
          .deleteFrom(ok.definition.table as 'news')
          .where('id', '=', Number(row['id']))
          .execute();
      } catch (error) {
        if (isInUse(error))
          return c.json(
            { detail: 'This entry is still in use.', errors: { '': ['admin.validation.inUse'] } },
            409,
          );
        throw error;
      }
      await announce(ok.definition, [row]);
      return c.body(null, 204);
    })
    .post(`${base}/entities/${entityParam}/${idParam}/undelete/`, async (c) => {
      const ok = await guarded(c, true);
      if (ok instanceof Response) return ok;
      const id = Number(c.req.param('id'));
      if (await findRow(db, ok.definition, id))
        return c.json({ detail: 'This entry exists.' }, 409);
      const latest = await db
        .selectFrom('admin_revision')
        .select('snapshot')
        .where('entity', '=', ok.definition.path)
        .where('entity_id', '=', id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!latest) return notFound(c);
      const values = revisionValues(ok.definition, latest.snapshot);
      const row = await createRow(db, ok.definition, { ...values, id }, ok.editor.id);
      await announce(ok.definition, [row]);
      return answer(c, adminEntrySchema, entryOf(ok.definition, row), 201);
    })
    .get(`${base}/entities/${entityParam}/${idParam}/revisions/`, async (c) => {
      const ok = await guarded(c, false);
      if (ok instanceof Response) return ok;
      const rows = await db
        .selectFrom('admin_revision')
        .leftJoin('app_user', 'app_user.id', 'admin_revision.user_id')
        .select([
          'admin_revision.id',
          'admin_revision.title',
          'admin_revision.created_at',
          'app_user.username',
        ])
        .where('entity', '=', ok.definition.path)
        .where('entity_id', '=', Number(c.req.param('id')))
        .orderBy('admin_revision.id', 'desc')
        .limit(50)
        .execute();
      return answer(
        c,
        adminRevisionsSchema,
        rows.map((row) => ({
          id: row.id,
          title: row.title,
          created_at: row.created_at.toISOString(),
          user: row.username,
        })),
      );
    })
    .post(
      `${base}/entities/${entityParam}/${idParam}/revisions/:revision{[0-9]{1,9}}/restore/`,
      async (c) => {
        const ok = await guarded(c, true);
        if (ok instanceof Response) return ok;
        const before = await findRow(db, ok.definition, Number(c.req.param('id')));
        if (!before) return notFound(c);
        const revision = await db
          .selectFrom('admin_revision')
          .select('snapshot')
          .where('id', '=', Number(c.req.param('revision')))
          .where('entity', '=', ok.definition.path)
          .where('entity_id', '=', Number(before['id']))
          .executeTakeFirst();
        if (!revision) return notFound(c);
        const row = await updateRow(
          db,
          ok.definition,
          before,
          revisionValues(ok.definition, revision.snapshot),
          ok.editor.id,
        );
        await announceUpdate(ok.definition, before, row);
        return answer(c, adminEntrySchema, entryOf(ok.definition, row));
      },
    )
    .get(`${base}/options/:source{[a-zA-Z]{1,40}}/`, async (c) => {
      if (!(await access.user(c)))
        return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const source = c.req.param('source') as RelationSource;
      if (!relationSources.includes(source)) return notFound(c);
      return answer(c, adminOptionsSchema, await relationOptions(db, source, localeOf(c)));
    });
}

/** A redirect's own rules: a site path to redirect from, unique, to a target that exists. */
async function redirectErrors(
  db: Kysely<Database>,
  values: Record<string, unknown>,
  id: number | null,
): Promise<Record<string, string[]> | null> {
  const oldPath = String(values['old_path']);
  if (!/^\/[^\s?#]*$/.test(oldPath)) return { old_path: ['admin.validation.oldPath'] };
  const taken = await db
    .selectFrom('redirect')
    .select('id')
    .where('old_path', '=', oldPath)
    .$if(id !== null, (q) => q.where('id', '!=', id as number))
    .executeTakeFirst();
  if (taken) return { old_path: ['admin.validation.pathTaken'] };
  if (!(await redirectTargetExists(db, String(values['new_path']))))
    return { new_path: ['admin.validation.targetMissing'] };
  return null;
}
