import { issuesToFieldErrors, sectionSaveInputSchema, type FieldErrors } from '@aula/api-client';
import type { Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import { saveSection } from '../modules/save-section';
import { recordSectionRevision } from './section-history';

type Restored =
  | { status: 'restored' }
  | { status: 'conflict' }
  | { status: 'missing' }
  | { status: 'invalid'; errors: FieldErrors };

/**
 * DESIGN.md 8: restores a revision of a section as a new save on top of `version` (a stale version
 * changes nothing). Blocks of the revision that were deleted since come back as new blocks; the
 * save goes through the same validation, backup stack and revisions as any other.
 */
export async function restoreSectionRevision(
  trx: Transaction<Database>,
  sectionId: number,
  revisionId: number,
  version: number,
  userId: number,
): Promise<Restored> {
  const revision = await trx
    .selectFrom('section_revision')
    .select('snapshot')
    .where('id', '=', revisionId)
    .where('module_id', '=', sectionId)
    .executeTakeFirst();
  if (!revision) return { status: 'missing' };
  const existing = new Set(
    (await trx.selectFrom('module').select('id').where('parent_id', '=', sectionId).execute()).map(
      (row) => row.id,
    ),
  );
  const snapshot = revision.snapshot as { layout: number; blocks: Record<string, unknown>[] };
  const seen = new Set<unknown>();
  const blocks = snapshot.blocks.map((block) => {
    const keep =
      typeof block['id'] === 'number' && existing.has(block['id']) && !seen.has(block['id']);
    seen.add(block['id']);
    const { id, ...rest } = block;
    return keep ? { ...rest, id } : rest;
  });
  const parsed = v.safeParse(sectionSaveInputSchema, { layout: snapshot.layout, blocks, version });
  if (!parsed.success) return { status: 'invalid', errors: issuesToFieldErrors(parsed.issues) };
  const result = await saveSection(trx, sectionId, parsed.output, userId);
  if (result.status !== 'saved') return result;
  await recordSectionRevision(trx, sectionId, 'restore', userId);
  return { status: 'restored' };
}
