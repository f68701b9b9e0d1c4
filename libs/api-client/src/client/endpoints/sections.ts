import type { Locale } from '../../schemas/language';
import { containerModuleSchema } from '../../schemas/modules/block-definitions';
import type { SectionSaveInput } from '../../schemas/section-save';
import { requestJson, type ClientOptions } from '../request';

/** The path of a section's save: `/{locale}/pageeditor-api/container/{id}/`. */
export const sectionSavePath = (locale: Locale, id: number) =>
  `/${locale}/pageeditor-api/container/${id}/`;

/** DESIGN.md 8: a whole section (container layout and its blocks) saved in one request. */
export function sectionEndpoints(options: ClientOptions) {
  return {
    /**
     * `POST /{locale}/pageeditor-api/container/{id}/` (editors, with the CSRF header): saves the
     * section's layout and blocks in order, on top of `version`; answers the saved section. A
     * bad field is a `ValidationError` keyed `blocks.<index>.<field>`; a stale version a
     * `ConflictError` whose `current` is the section as it is now.
     */
    save: (
      locale: Locale,
      id: number,
      body: SectionSaveInput,
      { signal }: { signal?: AbortSignal } = {},
    ) =>
      requestJson(options, sectionSavePath(locale, id), containerModuleSchema, {
        method: 'POST',
        body,
        conflictSchema: containerModuleSchema,
        ...(signal ? { signal } : {}),
      }),
  };
}
