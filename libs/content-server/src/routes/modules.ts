import {
  deleteQuerySchema,
  isBrokenModule,
  moduleListQuerySchema,
  placedBlock,
  storedModuleSchema,
  validationMessages,
  type BlockModel,
} from '@aula/api-client';
import * as v from 'valibot';
import type { Locale } from '@aula/routing';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { faultPause } from '../fault/fault-pause';
import { loadSubtrees, rootOf, type ModuleRow } from '../modules/module-repository';
import { readModules } from '../modules/read-modules';
import { createModule, parseModuleWrite, saveModule } from '../modules/save-module';
import { pageContentType, snapshotPage } from '../pages/read-page';
import { cacheTags, type Revalidate } from '../revalidate';
import { trashSection } from '../structure/trash-section';
import { answer, notFound } from './answer';
import { parseQuery } from './query';
import { idParam, localeOf, localeParam } from './locale';

export interface ModuleRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

const base = `/${localeParam}/pageeditor-api/module`;

/** A write whose module would not read back (a value no block can show): rolled back, answered 400. */
class UnreadableWrite extends Error {}

/**
 * DESIGN.md 3: the module API as a generic repository (GET list, GET `{id}/`, POST create,
 * POST `{id}/` update, DELETE `{id}/`), editors only. Writes are validated with the shared
 * schema (400 with field errors), sanitized, versioned (a stale version gets 409 with the
 * current state), recorded as revisions and announced to the host's cache.
 */
export function moduleRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: ModuleRouteOptions,
) {
  const read = async (id: number, locale: Locale, from: Kysely<Database> = db) =>
    (await readModules(from, await loadSubtrees(from, [id]), [id], locale, reportError))[0];
  const find = (id: string, locale: Locale) =>
    db
      .selectFrom('module')
      .selectAll()
      .where('id', '=', Number(id))
      .where('locale', '=', locale)
      .executeTakeFirst();

  /**
   * After a write, in its transaction: a page revision for the owning page. Answers the cache
   * tags to announce once the transaction has committed (DESIGN.md 5: never before, or a render
   * between the two would store the old state again).
   */
  const recordWrite = async (
    trx: Kysely<Database>,
    root: ModuleRow | undefined,
    locale: Locale,
    userId: number,
  ): Promise<string[]> => {
    const tags: string[] = [];
    if (root) {
      tags.push(cacheTags.module(root.id));
      if (root.slug) tags.push(cacheTags.section(root.slug));
      if (root.content_type === pageContentType && root.object_id !== null) {
        tags.push(cacheTags.page(root.object_id));
        await faultPause();
        const page = await trx
          .updateTable('page')
          .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
          .where('id', '=', root.object_id)
          .returningAll()
          .executeTakeFirst();
        if (page) await snapshotPage(trx, page, locale, userId);
      }
    }
    return tags;
  };
  const announce = (tags: string[]) => revalidate(tags).catch(reportError);

  const badRequest = (c: Context, errors: Record<string, string[]>) =>
    c.json({ detail: 'Invalid input.', errors }, 400);

  /**
   * spec 5: the rules of the block's place: a Headline in a narrow column of its container
   * takes the secondary level set (`placedBlock`, as the editor's form and the section save).
   */
  const placementErrors = (
    write: { model: BlockModel; column: number } & Record<string, unknown>,
    parent: ModuleRow | undefined,
  ): Record<string, string[]> | null => {
    if (!parent || parent.model !== 'ContainerModule') return null;
    const result = v.safeParse(
      placedBlock(write.model, { layout: Number(parent.data['layout'] ?? 0), column: write.column })
        .input,
      write,
    );
    if (result.success) return null;
    const errors: Record<string, string[]> = {};
    for (const issue of result.issues)
      (errors[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
    return errors;
  };

  return (
    new Hono()
      .onError((error, c) => {
        if (error instanceof UnreadableWrite)
          return badRequest(c, { non_field_errors: [validationMessages.option] });
        throw error;
      })
      // Editor answers are never cached (DESIGN.md 5).
      .use(`${base}/*`, async (c, next) => {
        await next();
        c.header('Cache-Control', 'private, no-store');
      })
      .get(`${base}/`, async (c) => {
        const editor = await access.user(c);
        if (!editor)
          return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
        const locale = localeOf(c);
        // Filters: `slug`, or the owner (`content_type` and `object_id`); root modules only.
        const parsed = parseQuery(c, moduleListQuerySchema);
        if (!parsed.ok) return parsed.response;
        const { slug, content_type: contentType, object_id: objectId } = parsed.query;
        const rows = await db
          .selectFrom('module')
          .select('id')
          .where('locale', '=', locale)
          .where('parent_id', 'is', null)
          .$if(slug !== undefined, (query) => query.where('slug', '=', slug ?? ''))
          .$if(contentType !== undefined, (query) =>
            query.where('content_type', '=', contentType ?? ''),
          )
          .$if(objectId !== undefined, (query) => query.where('object_id', '=', objectId ?? 0))
          .orderBy('position')
          .orderBy('id')
          .limit(200)
          .execute();
        const ids = rows.map((row) => row.id);
        return c.json(await readModules(db, await loadSubtrees(db, ids), ids, locale, reportError));
      })
      .get(`${base}/${idParam}/`, async (c) => {
        const editor = await access.user(c);
        if (!editor)
          return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
        const module = await read(Number(c.req.param('id')), localeOf(c));
        return module ? answer(c, storedModuleSchema, module) : notFound(c);
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
          if (parent?.model !== 'ContainerModule')
            return badRequest(c, { parent: ['validation.option'] });
          const errors = placementErrors(write, parent);
          if (errors) return badRequest(c, errors);
        }
        if (write.slug) {
          const taken = await db
            .selectFrom('module')
            .select('id')
            .where('locale', '=', locale)
            .where('slug', '=', write.slug)
            .executeTakeFirst();
          if (taken) return badRequest(c, { slug: [validationMessages.slugTaken] });
        }
        // The module, the page revision and the answer in one transaction: any error rolls all back.
        const { module, tags } = await db.transaction().execute(async (trx) => {
          const id = await createModule(trx, locale, write, editor.id);
          const tags = await recordWrite(trx, await rootOf(trx, id), locale, editor.id);
          const module = await read(id, locale, trx);
          if (!module || isBrokenModule(module)) throw new UnreadableWrite();
          return { module, tags };
        });
        await announce(tags);
        return answer(c, storedModuleSchema, module, 201);
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
        if (write.model !== (row.model as BlockModel))
          return badRequest(c, { model: ['validation.option'] });
        if (write.version === undefined) return badRequest(c, { version: ['validation.required'] });
        const parentId = write.parent ?? row.parent_id;
        const placement =
          parentId === null
            ? null
            : placementErrors(
                { ...write, column: write.column },
                await find(String(parentId), locale),
              );
        if (placement) return badRequest(c, placement);
        const saved = await db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('module')
            .selectAll()
            .where('id', '=', row.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          if (current.version !== write.version) return null;
          await saveModule(trx, current, write, editor.id);
          const tags = await recordWrite(trx, await rootOf(trx, row.id), locale, editor.id);
          const module = await read(row.id, locale, trx);
          if (!module || isBrokenModule(module)) throw new UnreadableWrite();
          return { module, tags };
        });
        if (!saved)
          return c.json(
            {
              detail: 'This section was changed by someone else.',
              current: await read(row.id, locale),
            },
            409,
          );
        await announce(saved.tags);
        return answer(c, storedModuleSchema, saved.module);
      })
      .delete(`${base}/${idParam}/`, async (c) => {
        const editor = await access.writer(c);
        if (editor instanceof Response) return editor;
        const locale = localeOf(c);
        const row = await find(c.req.param('id'), locale);
        if (!row) return notFound(c);
        const parsed = parseQuery(c, deleteQuerySchema);
        if (!parsed.ok) return parsed.response;
        const expected = parsed.query.version;
        if (expected !== undefined && expected !== row.version)
          return c.json(
            {
              detail: 'This section was changed by someone else.',
              current: await read(row.id, locale),
            },
            409,
          );
        const tags = await db.transaction().execute(async (trx) => {
          const root = await rootOf(trx, row.id);
          // DESIGN.md 8: a whole section deleted by id is kept on the structure stack, so undo
          // restores it.
          if (row.model === 'ContainerModule' && row.parent_id === null)
            await trashSection(trx, row, editor.id);
          else await trx.deleteFrom('module').where('id', '=', row.id).execute();
          return recordWrite(trx, root, locale, editor.id);
        });
        await announce(tags);
        return c.body(null, 204);
      })
  );
}
