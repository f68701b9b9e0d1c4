import type { Locale } from '../../schemas/language';
import { containerModuleSchema } from '../../schemas/modules/block-definitions';
import {
  sectionDeletedSchema,
  sectionOrderSchema,
  undoResultSchema,
  undoStateSchema,
  type SectionOrderInput,
  type UndoInput,
} from '../../schemas/structure';
import { requestJson, type ClientOptions } from '../request';

const base = (locale: Locale) => `/${locale}/pageeditor-api`;

/**
 * DESIGN.md 8: page structure (section order, deleting sections) and the undo that survives saves.
 */
export function structureEndpoints(options: ClientOptions) {
  return {
    /** `GET /{locale}/pageeditor-api/undo/`: the next undo and redo step for a page and its sections (and slots by slug). */
    undoState: (
      locale: Locale,
      scope: { page?: number | null; sections?: readonly number[]; slugs?: readonly string[] },
    ) => {
      const query = new URLSearchParams();
      if (scope.page) query.set('page', String(scope.page));
      if (scope.sections?.length) query.set('sections', scope.sections.join(','));
      if (scope.slugs?.length) query.set('slugs', scope.slugs.join(','));
      return requestJson(options, `${base(locale)}/undo/?${query.toString()}`, undoStateSchema);
    },
    /** `POST /{locale}/pageeditor-api/undo/`: undoes or redoes one step as a new save; a stale version is a `ConflictError`. */
    undo: (locale: Locale, body: UndoInput) =>
      requestJson(options, `${base(locale)}/undo/`, undoResultSchema, { method: 'POST', body }),
    /** `DELETE /{locale}/pageeditor-api/container/{id}/?version=`: deletes a section (spec 4); undo restores it. */
    deleteSection: (locale: Locale, id: number, version: number) =>
      requestJson(
        options,
        `${base(locale)}/container/${id}/?version=${version}`,
        sectionDeletedSchema,
        { method: 'DELETE', conflictSchema: containerModuleSchema },
      ),
    /** `GET /{locale}/pageeditor-api/page/{id}/sections/`: the page's section ids in order, with the page version to send back. */
    sectionOrder: (locale: Locale, page: number) =>
      requestJson(options, `${base(locale)}/page/${page}/sections/`, sectionOrderSchema),
    /** `POST /{locale}/pageeditor-api/page/{id}/sections/`: the page's sections in a new order; a stale version is a `ConflictError` with the current order. */
    orderSections: (locale: Locale, page: number, body: SectionOrderInput) =>
      requestJson(options, `${base(locale)}/page/${page}/sections/`, sectionOrderSchema, {
        method: 'POST',
        body,
        conflictSchema: sectionOrderSchema,
      }),
  };
}
