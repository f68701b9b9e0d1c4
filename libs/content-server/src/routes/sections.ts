import {
  containerModuleSchema,
  issuesToFieldErrors,
  sectionSaveInputSchema,
  type ContainerModule,
} from '@aula/api-client';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { readSection } from '../modules/read-section';
import { saveSection } from '../modules/save-section';
import { announceSection } from '../publishing/announce-section';
import { recordSectionSave } from '../publishing/section-history';
import type { Revalidate } from '../revalidate';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';

export interface SectionRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

/**
 * DESIGN.md 8: `POST /{locale}/pageeditor-api/container/{id}/` saves a whole section (layout
 * and blocks in order) in one transaction, editors only: 400 with field errors keyed
 * `blocks.<index>.<field>`, 409 with the current section when the version is stale; else the
 * new version, a revision, the previous state on the backup stack, and the cache tags of the
 * section (and its page) to the host. Answers the saved section.
 */
export function sectionRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: SectionRouteOptions,
) {
  return new Hono().post(`/${localeParam}/pageeditor-api/container/${idParam}/`, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const editor = await access.writer(c);
    if (editor instanceof Response) return editor;
    const locale = localeOf(c);
    const container = await db
      .selectFrom('module')
      .selectAll()
      .where('id', '=', Number(c.req.param('id')))
      .where('locale', '=', locale)
      .where('model', '=', 'ContainerModule')
      .executeTakeFirst();
    if (!container) return notFound(c);
    const parsed = v.safeParse(sectionSaveInputSchema, await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ detail: 'Invalid input.', errors: issuesToFieldErrors(parsed.issues) }, 400);
    const result = await db
      .transaction()
      .execute((trx) => saveSection(trx, container.id, parsed.output, editor.id));
    if (result.status === 'invalid')
      return c.json({ detail: 'Invalid input.', errors: result.errors }, 400);
    if (result.status === 'conflict')
      return c.json(
        {
          detail: 'This section was changed by someone else.',
          current: await readSection(db, container.id, locale, reportError),
        },
        409,
      );
    // DESIGN.md 8: the save is the section's published state now: into its history; a draft is
    // superseded. A save that changed nothing adds no history entry and leaves visitors' caches
    // alone.
    if (!result.unchanged) await recordSectionSave(db, container.id, editor.id);
    await db.deleteFrom('section_draft').where('module_id', '=', container.id).execute();
    const saved = result.unchanged
      ? await readSection(db, container.id, locale, reportError)
      : await announceSection(db, container, locale, editor.id, revalidate, reportError);
    return saved ? answer(c, containerModuleSchema, saved satisfies ContainerModule) : notFound(c);
  });
}
