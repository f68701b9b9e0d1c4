import {
  ConflictError,
  UnauthorizedError,
  ValidationError,
  type ApiClient,
  type ContainerModule,
  type FieldErrors,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { errorsByBlock, saveBody, type SectionDraft } from './section-draft';

/** What a section save came to; the dialog acts on each (DESIGN.md 8: nothing typed is lost). */
export type SaveOutcome =
  | { kind: 'saved'; section: ContainerModule }
  | { kind: 'invalid'; errors: Map<string, FieldErrors> }
  | { kind: 'unauthorized' }
  | { kind: 'conflict'; current: ContainerModule | null }
  | { kind: 'failed'; error: unknown };

/**
 * Sends the draft as one section save (with the CSRF header and the version it edited) and
 * sorts the answer: 400 field errors per block key, 401, 409 with the current section, other
 * failures. Never throws.
 */
export async function saveSection(
  client: Pick<ApiClient, 'sections'>,
  locale: Locale,
  draft: SectionDraft,
): Promise<SaveOutcome> {
  const { body, keys } = saveBody(draft);
  try {
    return { kind: 'saved', section: await client.sections.save(locale, draft.id, body) };
  } catch (error) {
    if (error instanceof ValidationError)
      return { kind: 'invalid', errors: errorsByBlock(error.fieldErrors, keys) };
    if (error instanceof UnauthorizedError) return { kind: 'unauthorized' };
    if (error instanceof ConflictError)
      return { kind: 'conflict', current: (error.current as ContainerModule | null) ?? null };
    return { kind: 'failed', error };
  }
}
