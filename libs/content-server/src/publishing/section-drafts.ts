import type { SectionDraft } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A section's draft with the name of who saved it, or undefined. */
export async function readSectionDraft(
  db: Kysely<Database>,
  moduleId: number,
): Promise<SectionDraft | undefined> {
  const row = await db
    .selectFrom('section_draft')
    .leftJoin('app_user', 'app_user.id', 'section_draft.user_id')
    .select([
      'section_draft.module_id',
      'section_draft.base_version',
      'section_draft.body',
      'section_draft.updated_at',
      'app_user.username',
    ])
    .where('section_draft.module_id', '=', moduleId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    module_id: row.module_id,
    base_version: row.base_version,
    body: row.body as SectionDraft['body'],
    user: row.username ?? null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Stores (or replaces) the section's draft; the published rows stay as they are. */
export async function writeSectionDraft(
  db: Kysely<Database>,
  moduleId: number,
  body: { version: number; layout: number; blocks: unknown[] },
  userId: number,
): Promise<void> {
  const values = {
    base_version: body.version,
    body: JSON.stringify({ layout: body.layout, blocks: body.blocks }),
    user_id: userId,
    updated_at: new Date(),
  };
  await db
    .insertInto('section_draft')
    .values({ module_id: moduleId, ...values })
    .onConflict((conflict) => conflict.column('module_id').doUpdateSet(values))
    .execute();
}
