import {
  containerModuleSchema,
  deleteQuerySchema,
  issuesToFieldErrors,
  sectionDeletedSchema,
  sectionOrderInputSchema,
  sectionOrderSchema,
  undoInputSchema,
  undoResultSchema,
  undoStateQuerySchema,
  undoStateSchema,
  validationMessages,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono, type Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { loadSubtrees, type ModuleRow } from '../modules/module-repository';
import { readModules } from '../modules/read-modules';
import { snapshotPage } from '../pages/read-page';
import { cacheTags, type Revalidate } from '../revalidate';
import { applyUndo } from '../structure/apply-undo';
import { isPermutation, pageSectionIds, writeSectionOrder } from '../structure/section-order';
import { pageOf, trashSection } from '../structure/trash-section';
import { undoState } from '../structure/undo-state';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';
import { parseQuery } from './query';

export interface StructureRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

const base = `/${localeParam}/pageeditor-api`;
const invalid = (c: Context, errors: Record<string, string[]>, detail = 'Invalid input.') =>
  c.json({ detail, errors }, 400);
const conflictDetail = 'This section was changed by someone else.';

/**
 * In the write's transaction: a new page version and revision for a page the write touched.
 * Answers the cache tags to announce after the commit (section and page tags).
 */
async function recordStructureWrite(
  trx: Transaction<Database>,
  locale: Locale,
  section: ModuleRow | null,
  pageId: number | null,
  userId: number,
) {
  const tags: string[] = [];
  if (section) {
    tags.push(cacheTags.module(section.id));
    if (section.slug) tags.push(cacheTags.section(section.slug));
  }
  if (pageId !== null) {
    tags.push(cacheTags.page(pageId));
    const page = await trx
      .updateTable('page')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', pageId)
      .returningAll()
      .executeTakeFirst();
    if (page) await snapshotPage(trx, page, locale, userId);
  }
  return tags;
}

/**
 * DESIGN.md 8 (structure, undo that survives saves), editors only:
 * - `GET /{locale}/pageeditor-api/undo/?page=&sections=&slugs=`: the next undo and redo step;
 * - `POST /{locale}/pageeditor-api/undo/` `{direction, step}`: does it as a new save (409 when
 *   the section or page moved on since the editor saw it, 400 when there is nothing to do);
 * - `DELETE /{locale}/pageeditor-api/container/{id}/?version=`: deletes a section, undoably;
 * - `GET`/`POST /{locale}/pageeditor-api/page/{id}/sections/`: a page's section order.
 */
export function structureRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: StructureRouteOptions,
) {
  const read = async (id: number, locale: Locale) => {
    const [section] = await readModules(
      db,
      await loadSubtrees(db, [id]),
      [id],
      locale,
      reportError,
    );
    return section?.model === 'ContainerModule' ? section : undefined;
  };
  const announce = (tags: string[]) => revalidate(tags).catch(reportError);
  const currentOrder = async (pageId: number, locale: Locale) => {
    const page = await db
      .selectFrom('page')
      .select(['id', 'version'])
      .where('id', '=', pageId)
      .executeTakeFirst();
    return page
      ? { page: page.id, version: page.version, order: await pageSectionIds(db, page.id, locale) }
      : undefined;
  };

  return new Hono()
    .use(`${base}/undo/`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get(`${base}/undo/`, async (c) => {
      const editor = await access.user(c);
      if (!editor) return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const parsed = parseQuery(c, undoStateQuerySchema);
      if (!parsed.ok) return parsed.response;
      return answer(c, undoStateSchema, await undoState(db, localeOf(c), parsed.query));
    })
    .post(`${base}/undo/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const parsed = v.safeParse(undoInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success) return invalid(c, issuesToFieldErrors(parsed.issues));
      const { direction, step } = parsed.output;
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await applyUndo(trx, locale, step, direction === 'redo', editor.id);
        return result.status === 'done'
          ? {
              ...result,
              tags: await recordStructureWrite(trx, locale, result.section, result.page, editor.id),
            }
          : result;
      });
      switch (outcome.status) {
        case 'notFound':
          return notFound(c);
        case 'nothing':
          return invalid(
            c,
            { step: ['structure.error.nothing'] },
            direction === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.',
          );
        case 'conflict': {
          const current =
            step.kind === 'order'
              ? await currentOrder(step.page, locale)
              : await read(step.section, locale);
          return c.json({ detail: conflictDetail, current: current ?? null }, 409);
        }
        case 'done':
          await announce(outcome.tags);
          return answer(c, undoResultSchema, {
            direction,
            kind: step.kind,
            section:
              outcome.section && (await read(outcome.section.id, locale))
                ? outcome.section.id
                : null,
          });
      }
    })
    .delete(`${base}/container/${idParam}/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const parsed = parseQuery(c, deleteQuerySchema);
      if (!parsed.ok) return parsed.response;
      const expected = parsed.query.version;
      if (expected === undefined) return invalid(c, { version: [validationMessages.required] });
      const id = Number(c.req.param('id'));
      const result = await db.transaction().execute(async (trx) => {
        const container = await trx
          .selectFrom('module')
          .selectAll()
          .where('id', '=', id)
          .where('locale', '=', locale)
          .where('model', '=', 'ContainerModule')
          .where('parent_id', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!container) return 'notFound' as const;
        if (container.version !== expected) return 'conflict' as const;
        const entry = await trashSection(trx, container, editor.id);
        return {
          entry,
          tags: await recordStructureWrite(trx, locale, container, pageOf(container), editor.id),
        };
      });
      if (result === 'notFound') return notFound(c);
      if (result === 'conflict')
        return c.json({ detail: conflictDetail, current: (await read(id, locale)) ?? null }, 409);
      await announce(result.tags);
      return answer(c, sectionDeletedSchema, { deleted: id, entry: result.entry });
    })
    .get(`${base}/page/${idParam}/sections/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const editor = await access.user(c);
      if (!editor) return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const order = await currentOrder(Number(c.req.param('id')), localeOf(c));
      return order ? answer(c, sectionOrderSchema, order) : notFound(c);
    })
    .post(`${base}/page/${idParam}/sections/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const pageId = Number(c.req.param('id'));
      if (!(await currentOrder(pageId, locale))) return notFound(c);
      const parsed = v.safeParse(sectionOrderInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success) return invalid(c, issuesToFieldErrors(parsed.issues));
      const { version, order } = parsed.output;
      const result = await db.transaction().execute(async (trx) => {
        const page = await trx
          .selectFrom('page')
          .select(['id', 'version'])
          .where('id', '=', pageId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (page.version !== version) return 'conflict' as const;
        if (!isPermutation(order, await pageSectionIds(trx, pageId, locale)))
          return 'invalid' as const;
        await writeSectionOrder(trx, pageId, locale, order, editor.id, 'save');
        return recordStructureWrite(trx, locale, null, pageId, editor.id);
      });
      if (result === 'invalid') return invalid(c, { order: [validationMessages.option] });
      if (result === 'conflict')
        return c.json(
          {
            detail: 'This page was changed by someone else.',
            current: (await currentOrder(pageId, locale)) ?? null,
          },
          409,
        );
      await announce(result);
      const saved = await currentOrder(pageId, locale);
      return saved ? answer(c, sectionOrderSchema, saved) : notFound(c);
    });
}
