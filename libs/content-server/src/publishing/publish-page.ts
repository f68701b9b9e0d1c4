import type { FieldErrors, PublishingState } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageContentType, snapshotPage } from '../pages/read-page';
import { navigationTag } from '../routes/page-settings-store';
import { cacheTags, type Revalidate } from '../revalidate';
import { applyDraft, validateDraft } from './apply-draft';

/** The sections of a page in a language that have a draft waiting (with their slug and version). */
export function pageDrafts(db: Kysely<Database>, pageId: number, locale: Locale) {
  return db
    .selectFrom('section_draft')
    .innerJoin('module', 'module.id', 'section_draft.module_id')
    .leftJoin('app_user', 'app_user.id', 'section_draft.user_id')
    .select([
      'module.id as module_id',
      'module.slug',
      'module.version',
      'section_draft.body',
      'section_draft.updated_at',
      'app_user.username',
    ])
    .where('module.content_type', '=', pageContentType)
    .where('module.object_id', '=', pageId)
    .where('module.locale', '=', locale)
    .orderBy('module.position')
    .orderBy('module.id')
    .execute();
}

/** The block models of a stored draft body, in order. */
const modelsOf = (body: unknown): string[] => {
  const blocks = (body as { blocks?: unknown }).blocks;
  return Array.isArray(blocks)
    ? blocks.map((block) => String((block as { model?: unknown }).model ?? ''))
    : [];
};

/** DESIGN.md 8: the page's publishing state for the publish dialog (the faulty blocks included). */
export async function publishingState(
  db: Kysely<Database>,
  pageId: number,
  locale: Locale,
): Promise<PublishingState> {
  const page = await db
    .selectFrom('page')
    .select(['is_online'])
    .where('id', '=', pageId)
    .executeTakeFirstOrThrow();
  const drafts = await pageDrafts(db, pageId, locale);
  const errors: FieldErrors = {};
  for (const draft of drafts) {
    const checked = validateDraft(draft.module_id, draft.body, draft.version);
    if (!checked.ok) Object.assign(errors, checked.errors);
  }
  const scheduled = await db
    .selectFrom('scheduled_publication')
    .leftJoin('app_user', 'app_user.id', 'scheduled_publication.user_id')
    .select(['scheduled_publication.id', 'scheduled_publication.publish_at', 'app_user.username'])
    .where('page_id', '=', pageId)
    .where('locale', '=', locale)
    .where('status', '=', 'pending')
    .orderBy('publish_at')
    .execute();
  return {
    page_id: pageId,
    is_online: page.is_online,
    drafts: drafts.map((draft) => ({
      module_id: draft.module_id,
      slug: draft.slug,
      models: modelsOf(draft.body),
      user: draft.username ?? null,
      updated_at: new Date(draft.updated_at).toISOString(),
    })),
    scheduled: scheduled.map((row) => ({
      id: row.id,
      publish_at: new Date(row.publish_at).toISOString(),
      user: row.username ?? null,
    })),
    errors,
  };
}

class Invalid extends Error {
  constructor(readonly errors: FieldErrors) {
    super('invalid drafts');
  }
}

export interface PublishContext {
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

/**
 * DESIGN.md 8, spec 4: publishes a page in a language in one transaction: every section draft is
 * validated and applied (one faulty block publishes nothing), the page goes online, and a
 * revision is written; then the visitor cache tags of the page, its sections and (when it was
 * offline) the navigation are announced. Answers the errors of the faulty blocks.
 */
export async function publishPage(
  db: Kysely<Database>,
  pageId: number,
  locale: Locale,
  userId: number,
  { revalidate, reportError }: PublishContext,
) {
  try {
    const { sections, wasOnline } = await db.transaction().execute(async (trx) => {
      const page = await trx
        .selectFrom('page')
        .selectAll()
        .where('id', '=', pageId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const drafts = await pageDrafts(trx, pageId, locale);
      const errors: FieldErrors = {};
      for (const draft of drafts) {
        const applied = await applyDraft(trx, draft.module_id, userId);
        if (!applied.ok) Object.assign(errors, applied.errors);
      }
      if (Object.keys(errors).length > 0) throw new Invalid(errors);
      const updated = await trx
        .updateTable('page')
        .set({
          is_online: true,
          publish_at: null,
          version: page.version + 1,
          updated_at: new Date(),
        })
        .where('id', '=', pageId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await snapshotPage(trx, updated, locale, userId);
      return { sections: drafts, wasOnline: page.is_online };
    });
    const tags = [
      cacheTags.page(pageId),
      ...sections.flatMap((section) => [
        cacheTags.module(section.module_id),
        ...(section.slug ? [cacheTags.section(section.slug)] : []),
      ]),
    ];
    if (!wasOnline) tags.push(navigationTag);
    await revalidate(tags).catch(reportError);
    return { ok: true } as const;
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, errors: error.errors } as const;
    throw error;
  }
}
