import type { Page } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readPage, type PageRow } from '../pages/read-page';
import { saveSection } from '../modules/save-section';
import { pageDrafts } from './publish-page';
import { validateDraft } from './apply-draft';

class Preview extends Error {
  constructor(readonly page: Page) {
    super('preview');
  }
}

/**
 * DESIGN.md 8, spec 6/7: the page as it will read once its drafts are published, stored as a draft
 * revision whose id is the `version_id` editors open on the live page (`?v=`). The drafts are
 * applied in a transaction that is always rolled back, so the page is read by the same code as
 * a published one and nothing a visitor reads changes. Faulty drafts keep the published state.
 */
export async function previewPage(
  db: Kysely<Database>,
  row: PageRow,
  locale: Locale,
  userId: number,
): Promise<number> {
  let page: Page | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      for (const draft of await pageDrafts(trx, row.id, locale)) {
        const checked = validateDraft(draft.module_id, draft.body, draft.version);
        if (checked.ok) await saveSection(trx, draft.module_id, checked.save, userId);
      }
      throw new Preview(await readPage(trx, row, locale, { editor: true }));
    });
  } catch (error) {
    if (!(error instanceof Preview)) throw error;
    page = error.page;
  }
  const { id } = await db
    .insertInto('page_revision')
    .values({
      page_id: row.id,
      version: row.version,
      snapshot: JSON.stringify({ locale, page }),
      is_draft: true,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
