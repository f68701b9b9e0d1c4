import {
  draftErrorPath,
  issuesToFieldErrors,
  sectionSaveInputSchema,
  type FieldErrors,
} from '@aula/api-client';
import type { Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import { saveSection } from '../modules/save-section';
import { recordSectionRevision } from './section-history';

type Trx = Transaction<Database>;

/** Field errors of one section's draft, keyed `sections.<id>.blocks.<index>.<field>`. */
const prefixed = (sectionId: number, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => {
      const match = /^blocks\.(\d+)\.(.+)$/.exec(path);
      return [
        match
          ? draftErrorPath(sectionId, Number(match[1]), match[2] ?? '')
          : `sections.${sectionId}.${path}`,
        messages,
      ];
    }),
  );

/** The full validation publishing applies to a draft body (drafts themselves may be incomplete). */
export function validateDraft(sectionId: number, body: unknown, version: number) {
  const parsed = v.safeParse(sectionSaveInputSchema, { ...(body as object), version });
  return parsed.success
    ? ({ ok: true, save: parsed.output } as const)
    : ({ ok: false, errors: prefixed(sectionId, issuesToFieldErrors(parsed.issues)) } as const);
}

/**
 * DESIGN.md 8: publishes a section's draft in the caller's transaction: validates it fully, saves
 * it over the section as it is now (a new version, its backup, its revisions), drops the draft
 * and records the publication in the section's history. Answers the errors when it is invalid.
 */
export async function applyDraft(
  trx: Trx,
  sectionId: number,
  userId: number,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const draft = await trx
    .selectFrom('section_draft')
    .selectAll()
    .where('module_id', '=', sectionId)
    .forUpdate()
    .executeTakeFirst();
  if (!draft) return { ok: true };
  const container = await trx
    .selectFrom('module')
    .select('version')
    .where('id', '=', sectionId)
    .executeTakeFirstOrThrow();
  const checked = validateDraft(sectionId, draft.body, container.version);
  if (!checked.ok) return checked;
  const result = await saveSection(trx, sectionId, checked.save, userId);
  if (result.status === 'invalid') return { ok: false, errors: prefixed(sectionId, result.errors) };
  if (result.status === 'conflict')
    return { ok: false, errors: { [`sections.${sectionId}`]: ['validation.option'] } };
  await trx.deleteFrom('section_draft').where('module_id', '=', sectionId).execute();
  await recordSectionRevision(trx, sectionId, 'publish', userId);
  return { ok: true };
}
