import {
  issuesToFieldErrors,
  pageSettingsInputSchema,
  sectionSaveInputSchema,
  type FieldErrors,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import { saveSection } from '../modules/save-section';
import { snapshotPage, type PageRow } from '../pages/read-page';
import { settingsValues } from '../routes/page-settings-store';
import { pageSectionIds, writeSectionOrder } from '../structure/section-order';
import { restoreSection, trashSection } from '../structure/trash-section';
import { recordSectionRevision } from './section-history';

type Trx = Transaction<Database>;

export type PageRestored =
  | { status: 'restored'; before: PageRow; after: PageRow; sections: number[] }
  | { status: 'conflict'; current: PageRow }
  | { status: 'missing' }
  | { status: 'invalid'; errors: FieldErrors };

/** What a page revision must hold to be restored: its language, texts, flags and sections (id and version). */
const revisionSchema = v.object({
  locale: v.picklist(['de', 'en']),
  page: v.looseObject({
    title: v.string(),
    headline: v.string(),
    meta_title: v.string(),
    meta_description: v.string(),
    og_title: v.string(),
    og_description: v.string(),
    in_menu: v.optional(v.boolean(), false),
    in_footer: v.optional(v.boolean(), false),
    is_clickable: v.optional(v.boolean(), true),
    modules: v.array(
      v.looseObject({ id: v.number(), model: v.string(), version: v.optional(v.number()) }),
    ),
  }),
});

/** A restore that cannot finish: thrown inside the transaction so that nothing of it stays. */
class Refused extends Error {
  constructor(readonly errors: FieldErrors) {
    super('restore refused');
  }
}
const unavailable = () => new Refused({ sections: ['history.page.unavailable'] });

/** The stored state (layout and blocks, with ids) of section `id` at `version`: from its history or its backup stack. */
async function sectionAt(
  trx: Trx,
  id: number,
  version: number,
): Promise<{ layout: number; blocks: Record<string, unknown>[] } | undefined> {
  const revision = await trx
    .selectFrom('section_revision')
    .select('snapshot')
    .where('module_id', '=', id)
    .where('version', '=', version)
    .where('kind', '!=', 'draft')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const backup =
    revision ??
    (await trx
      .selectFrom('section_backup')
      .select('snapshot')
      .where('module_id', '=', id)
      .where('version', '=', version)
      .orderBy('id', 'desc')
      .executeTakeFirst());
  return backup?.snapshot as { layout: number; blocks: Record<string, unknown>[] } | undefined;
}

/** Puts section `id` back to its state at `version` as a new save (blocks deleted since come back as new blocks). */
async function restoreContent(
  trx: Trx,
  id: number,
  version: number,
  userId: number,
): Promise<void> {
  const container = await trx
    .selectFrom('module')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (container.version === version) return;
  const state = await sectionAt(trx, id, version);
  if (!state) throw unavailable();
  const existing = new Set(
    (await trx.selectFrom('module').select('id').where('parent_id', '=', id).execute()).map(
      (row) => row.id,
    ),
  );
  const blocks = state.blocks
    .filter((block) => block['model'] !== 'ContainerModule')
    .map((block) => {
      const { id: blockId, ...rest } = block;
      return typeof blockId === 'number' && existing.has(blockId) ? block : rest;
    });
  const save = v.safeParse(sectionSaveInputSchema, {
    version: container.version,
    layout: state.layout,
    blocks,
  });
  if (!save.success) throw new Refused(issuesToFieldErrors(save.issues));
  const result = await saveSection(trx, id, save.output, userId);
  if (result.status === 'invalid') throw new Refused(result.errors);
  if (result.status === 'conflict') throw unavailable();
  await recordSectionRevision(trx, id, 'restore', userId);
}

/**
 * DESIGN.md 8: restores page revision `revisionId` in its language as one new save on top of page
 * `version` (a stale version changes nothing): the page's texts in that language and its menu,
 * footer and link flags (not whether it is online, which publishing decides, nor the Open Graph
 * image, which a revision keeps only as a URL); its sections in the revision's order, each with
 * the content it had then (a section save, undoable, in its history); sections deleted since come
 * back from the trash, sections added since are deleted (undoably). A section whose state is no
 * longer stored refuses the whole restore.
 */
export async function restorePageRevision(
  db: Kysely<Database>,
  pageId: number,
  locale: Locale,
  revisionId: number,
  version: number,
  userId: number,
): Promise<PageRestored> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('page_revision')
        .select('snapshot')
        .where('id', '=', revisionId)
        .where('page_id', '=', pageId)
        .executeTakeFirst();
      const parsed = row && v.safeParse(revisionSchema, row.snapshot);
      if (!parsed?.success || parsed.output.locale !== locale)
        return { status: 'missing' } as const;
      const { page: then } = parsed.output;
      const before = await trx
        .selectFrom('page')
        .selectAll()
        .where('id', '=', pageId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (before.version !== version) return { status: 'conflict', current: before } as const;
      const settings = v.safeParse(pageSettingsInputSchema, {
        ...then,
        is_online: before.is_online,
        og_image: before.og_image_id,
        version,
      });
      if (!settings.success) throw new Refused(issuesToFieldErrors(settings.issues));

      const wanted = then.modules.filter((module) => module.model === 'ContainerModule');
      const current = await pageSectionIds(trx, pageId, locale);
      for (const section of wanted.filter((module) => !current.includes(module.id))) {
        const entry = await trx
          .selectFrom('structure_backup')
          .selectAll()
          .where('module_id', '=', section.id)
          .where('locale', '=', locale)
          .where('kind', '=', 'delete')
          .where('cause', 'in', ['save', 'redo'])
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (!entry || (await restoreSection(trx, entry, userId)).status !== 'restored')
          throw unavailable();
      }
      for (const id of current.filter((id) => !wanted.some((module) => module.id === id))) {
        await trashSection(
          trx,
          await trx.selectFrom('module').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
          userId,
        );
      }
      for (const section of wanted)
        if (section.version !== undefined)
          await restoreContent(trx, section.id, section.version, userId);
      const order = wanted.map((module) => module.id);
      if (JSON.stringify(order) !== JSON.stringify(await pageSectionIds(trx, pageId, locale)))
        await writeSectionOrder(trx, pageId, locale, order, userId, 'save');

      const after = await trx
        .updateTable('page')
        .set({
          ...settingsValues(settings.output, locale),
          version: before.version + 1,
          updated_at: new Date(),
        })
        .where('id', '=', pageId)
        .returningAll()
        .executeTakeFirstOrThrow();
      // The flags are shared by both languages: each gets a revision of its new state.
      for (const language of [locale, locale === 'de' ? 'en' : 'de'] as const)
        await snapshotPage(trx, after, language, userId);
      return {
        status: 'restored',
        before,
        after,
        sections: [...new Set([...order, ...current])],
      } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { status: 'invalid', errors: error.errors };
    throw error;
  }
}
