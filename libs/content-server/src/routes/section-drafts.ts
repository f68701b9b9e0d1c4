import {
  containerModuleSchema,
  issuesToFieldErrors,
  restoreInputSchema,
  revisionListSchema,
  sectionDraftInputSchema,
  sectionDraftSchema,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import type { ModuleRow } from '../modules/module-repository';
import { readSection } from '../modules/read-section';
import { announceSection } from '../publishing/announce-section';
import { applyDraft } from '../publishing/apply-draft';
import { restoreSectionRevision } from '../publishing/restore-revision';
import { readSectionDraft, writeSectionDraft } from '../publishing/section-drafts';
import { listSectionRevisions, recordSectionRevision } from '../publishing/section-history';
import type { Revalidate } from '../revalidate';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';

export interface SectionDraftRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

const base = `/${localeParam}/pageeditor-api/container/${idParam}`;
const invalid = (c: Context, errors: Record<string, string[]>) =>
  c.json({ detail: 'Invalid input.', errors }, 400);

/**
 * DESIGN.md 8, per section (editors only, never cached): its draft (`GET`, `POST` saves one that
 * may be incomplete, `DELETE` discards it), publishing the draft (full validation: 400 with the
 * faulty fields), its history and the restore of a revision as a new save (409 when stale).
 */
export function sectionDraftRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: SectionDraftRouteOptions,
) {
  const find = (c: Context) =>
    db
      .selectFrom('module')
      .selectAll()
      .where('id', '=', Number(c.req.param('id')))
      .where('locale', '=', localeOf(c))
      .where('model', '=', 'ContainerModule')
      .executeTakeFirst();
  /** After a publish or a restore: the section announced, and answered as it reads now. */
  const announced = async (c: Context, container: ModuleRow, locale: Locale, userId: number) => {
    const section = await announceSection(db, container, locale, userId, revalidate, reportError);
    return section ? answer(c, containerModuleSchema, section) : notFound(c);
  };
  const unauthorized = (c: Context) =>
    c.json({ detail: 'Authentication credentials were not provided.' }, 401);

  return new Hono()
    .use(`${base}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get(`${base}/draft/`, async (c) => {
      if (!(await access.user(c))) return unauthorized(c);
      const container = await find(c);
      const draft = container && (await readSectionDraft(db, container.id));
      return draft ? answer(c, sectionDraftSchema, draft) : notFound(c, 'No draft.');
    })
    .post(`${base}/draft/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const container = await find(c);
      if (!container) return notFound(c);
      const parsed = v.safeParse(sectionDraftInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success) return invalid(c, issuesToFieldErrors(parsed.issues));
      await writeSectionDraft(db, container.id, parsed.output, editor.id);
      await db.transaction().execute((trx) =>
        recordSectionRevision(trx, container.id, 'draft', editor.id, {
          layout: parsed.output.layout,
          blocks: parsed.output.blocks,
        }),
      );
      const draft = await readSectionDraft(db, container.id);
      return draft ? answer(c, sectionDraftSchema, draft) : notFound(c);
    })
    .delete(`${base}/draft/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const container = await find(c);
      if (!container) return notFound(c);
      const deleted = await db
        .deleteFrom('section_draft')
        .where('module_id', '=', container.id)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n ? c.json({ ok: true as const }) : notFound(c, 'No draft.');
    })
    .post(`${base}/publish/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const container = await find(c);
      if (!container) return notFound(c);
      if (!(await readSectionDraft(db, container.id))) return notFound(c, 'No draft.');
      const applied = await db
        .transaction()
        .execute((trx) => applyDraft(trx, container.id, editor.id));
      if (!applied.ok) return invalid(c, applied.errors);
      return announced(c, container, locale, editor.id);
    })
    .get(`${base}/revisions/`, async (c) => {
      if (!(await access.user(c))) return unauthorized(c);
      const container = await find(c);
      return container
        ? answer(c, revisionListSchema, await listSectionRevisions(db, container.id))
        : notFound(c);
    })
    .post(`${base}/revisions/:revision{[0-9]{1,9}}/restore/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const container = await find(c);
      if (!container) return notFound(c);
      const parsed = v.safeParse(restoreInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success) return invalid(c, issuesToFieldErrors(parsed.issues));
      const result = await db
        .transaction()
        .execute((trx) =>
          restoreSectionRevision(
            trx,
            container.id,
            Number(c.req.param('revision')),
            parsed.output.version,
            editor.id,
          ),
        );
      if (result.status === 'missing') return notFound(c, 'Unknown revision.');
      if (result.status === 'invalid') return invalid(c, result.errors);
      if (result.status === 'conflict')
        return c.json(
          {
            detail: 'This section was changed by someone else.',
            current: await readSection(db, container.id, locale, reportError),
          },
          409,
        );
      return announced(c, container, locale, editor.id);
    });
}
