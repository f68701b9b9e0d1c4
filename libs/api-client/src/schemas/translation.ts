import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { localeSchema } from './language';
import { containerModuleSchema } from './modules/block-definitions';

/**
 * DESIGN.md 8, German and English side by side: one field of a block that is filled in one
 * language and empty in the other (`field` null: the whole block is missing there).
 */
export const translationGapSchema = v.object({
  block: v.number(),
  model: v.string(),
  field: v.nullable(v.string()),
  emptyIn: localeSchema,
});
export type TranslationGap = v.InferOutput<typeof translationGapSchema>;

/**
 * A section of the page and its counterpart in the other language (same slug, or the same
 * place among a page's sections): `missingIn` names the language it does not exist in (or is
 * empty in), `gaps` the fields filled in one language only.
 */
export const sectionTranslationSchema = v.object({
  section: v.nullable(entityIdSchema),
  counterpart: v.nullable(entityIdSchema),
  slug: v.nullable(v.string()),
  missingIn: v.nullable(localeSchema),
  gaps: v.array(translationGapSchema),
});
export type SectionTranslation = v.InferOutput<typeof sectionTranslationSchema>;

/** `GET /{locale}/pageeditor-api/translation-status/`: the page's sections against the other language. */
export const translationStatusSchema = v.object({
  locale: localeSchema,
  other: localeSchema,
  sections: v.array(sectionTranslationSchema),
});
export type TranslationStatus = v.InferOutput<typeof translationStatusSchema>;

/** A section's counterpart in the other language (null: it does not exist there yet). */
export const counterpartSchema = v.object({
  locale: localeSchema,
  section: v.nullable(containerModuleSchema),
});
export type Counterpart = v.InferOutput<typeof counterpartSchema>;

export {
  translationCounts,
  translationCountTotal,
  type TranslationCounts,
} from './translation-counts';
