import { validationMessages, moduleSchema, type BlockModel } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { loadSubtrees, rootOf, type ModuleRow } from '../modules/module-repository';
import { readModules } from '../modules/read-modules';
import { createModule, parseModuleWrite, saveModule } from '../modules/save-module';
import { pageContentType, snapshotPage } from '../pages/read-page';
import { cacheTags, type Revalidate } from '../revalidate';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';

export interface ModuleRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

const base = `/${localeParam}/pageeditor-api/module`;

/**
 * DESIGN.md 3: the module API as a generic repository (GET list, GET `{id}/`, POST create,
 * POST `{id}/` update, DELETE `{id}/`), editors only. Writes are validated with the shared
 * schema (400 with field errors), sanitized, versioned (a stale version gets 409 with the
 * current state), recorded as revisions and announced to the host's cache.
 */
export function moduleRoutes(db: Kysely<Database>, { access, revalidate, reportError }: ModuleRouteOptions) {
  const read = async (id: number, locale: Locale) => (await readModules(db, await loadSubtrees(db, [id]), [id], locale, reportError))[0];
  const find = (id: string, locale: Locale) => db.selectFrom('module').selectAll().where('id', '=', Number(id)).where('locale', '=', locale).executeTakeFirst();

  /** After a write: a page revision for the owning page, and the cache tags to the host. */
  const afterWrite = async (root: ModuleRow | undefined, locale: Locale, userId: number) => {
    const tags: string[] = [];
    if (root) {
      tags.push(cacheTags.module(root.id));
      if (root.slug) tags.push(cacheTags.section(root.slug));
      if (root.content_type === pageContentType && root.object_id !== null) {
        tags.push(cacheTags.page(root.object_id));
        const page = await db.updateTable('page').set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() })).where('id', '=', root.object_id).returningAll().executeTakeFirst();
        if (page) await snapshotPage(db, page, locale, userId);
      }
    }
    await revalidate(tags).catch(reportError);
  };

  const badRequest = (c: Context, errors: Record<string, string[]>) => c.json({ detail: 'Invalid input.', errors }, 400);

  return new Hono()
    // Editor answers are never cached (DESIGN.md 5).
    .use(`${base}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get(`${base}/`, async (c) => {
      const editor = await access.user(c);
      if (!editor) return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const locale = localeOf(c);
      // Filters: `slug`, or the owner (`content_type` and `object_id`); root modules only.
      const slug = c.req.query('slug');
      const contentType = c.req.query('content_type');
      const objectId = Number(c.req.query('object_id'));
      const rows = await db
        .selectFrom('module')
        .select('id')
        .where('locale', '=', locale)
        .where('parent_id', 'is', null)
        .$if(slug !== undefined, (query) => query.where('slug', '=', slug ?? ''))
        .$if(contentType !== undefined, (query) => query.where('content_type', '=', contentType ?? ''))
        .$if(Number.isInteger(objectId) && objectId > 0, (query) => query.where('object_id', '=', objectId))
        .orderBy('position')
        .orderBy('id')
        .limit(200)
        .execute();
      const ids = rows.map((row) => row.id);
      return c.json(await readModules(db, await loadSubtrees(db, ids), ids, locale, reportError));
    })
    .get(`${base}/${idParam}/`, async (c) => {
      const editor = await access.user(c);
      if (!editor) return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const module = await read(Number(c.req.param('id')), localeOf(c));
      return module ? answer(c, moduleSchema, module) : notFound(c);
    })
    .post(`${base}/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const parsed = parseModuleWrite(await c.req.json().catch(() => null));
      if (!parsed.ok) return badRequest(c, parsed.errors);
      const { write } = parsed;
      if (write.parent !== null) {
        const parent = await find(String(write.parent), locale);
        if (parent?.model !== 'ContainerModule') return badRequest(c, { parent: ['validation.option'] });
      }
      if (write.slug) {
        const taken = await db.selectFrom('module').select('id').where('locale', '=', locale).where('slug', '=', write.slug).executeTakeFirst();
        if (taken) return badRequest(c, { slug: [validationMessages.slugTaken] });
      }
      const id = await db.transaction().execute((trx) => createModule(trx, locale, write, editor.id));
      await afterWrite(await rootOf(db, id), locale, editor.id);
      const module = await read(id, locale);
      return module ? answer(c, moduleSchema, module, 201) : notFound(c);
    })
    .post(`${base}/${idParam}/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const row = await find(c.req.param('id'), locale);
      if (!row) return notFound(c);
      const parsed = parseModuleWrite(await c.req.json().catch(() => null));
      if (!parsed.ok) return badRequest(c, parsed.errors);
      const { write } = parsed;
      if (write.model !== (row.model as BlockModel)) return badRequest(c, { model: ['validation.option'] });
      if (write.version === undefined) return badRequest(c, { version: ['validation.required'] });
      const saved = await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('module').selectAll().where('id', '=', row.id).forUpdate().executeTakeFirstOrThrow();
        if (current.version !== write.version) return null;
        await saveModule(trx, current, write, editor.id);
        return current;
      });
      if (!saved) return c.json({ detail: 'This section was changed by someone else.', current: await read(row.id, locale) }, 409);
      await afterWrite(await rootOf(db, row.id), locale, editor.id);
      const module = await read(row.id, locale);
      return module ? answer(c, moduleSchema, module) : notFound(c);
    })
    .delete(`${base}/${idParam}/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const row = await find(c.req.param('id'), locale);
      if (!row) return notFound(c);
      const expected = c.req.query('version');
      if (expected !== undefined && Number(expected) !== row.version) return c.json({ detail: 'This section was changed by someone else.', current: await read(row.id, locale) }, 409);
      const root = await rootOf(db, row.id);
      await db.deleteFrom('module').where('id', '=', row.id).execute();
      await afterWrite(root, locale, editor.id);
      return c.body(null, 204);
    });
}
