import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { requiredText } from './modules/field-rules';
import { pagedListSchema } from './paged-list';
import { validationMessages as m } from './validation-messages';

/** The longest title and text of an example entry (Aula's limits: spec 7 shows no fields). */
export const exampleLimits = { title: 200, text: 2000 } as const;

const order = v.pipe(v.number(m.required), v.integer(m.option), v.minValue(0, m.option));

/**
 * spec 7 `/{locale}/api/example/` ("used as an example list"): one entry of the bilingual
 * example list as read in a language. It shows the generic repository contract (DESIGN.md 3)
 * on a simple type: `version` grows with each save; an update naming an older one gets 409.
 */
export const exampleSchema = v.object({
  id: entityIdSchema,
  title: v.string(),
  /** Plain text (rendered escaped, never as HTML). */
  text: v.string(),
  /** Position in the list, ascending. */
  order: v.pipe(v.number(), v.integer(), v.minValue(0)),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type Example = v.InferOutput<typeof exampleSchema>;

/** spec 7: one page of `/{locale}/api/example/?page={n}` (12 per page, DESIGN.md 3). */
export const examplePageSchema = pagedListSchema(exampleSchema);

/**
 * The write body of `POST /{locale}/api/example/` (create) and `POST .../{id}/` (update): the
 * texts of the request's language. `order` is optional (a create without one goes last);
 * `version` is required on update (the version the editor started from) and ignored on create.
 * Issues carry message keys: 'validation.required', 'validation.tooLong', 'validation.option'.
 */
export const exampleInputSchema = v.object({
  title: v.pipe(requiredText(), v.maxLength(exampleLimits.title, m.tooLong)),
  text: v.pipe(
    v.optional(v.string(m.required), ''),
    v.trim(),
    v.maxLength(exampleLimits.text, m.tooLong),
  ),
  order: v.optional(order),
  version: v.optional(v.pipe(v.number(m.required), v.integer(m.option), v.minValue(1, m.option))),
});

/** What a caller sends (before defaults and trimming). */
export type ExampleInput = v.InferInput<typeof exampleInputSchema>;
/** What the server stores after validation. */
export type ExampleWrite = v.InferOutput<typeof exampleInputSchema>;
