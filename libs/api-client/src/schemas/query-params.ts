import * as v from 'valibot';
import { boundedTextSchema, entityIdFromText } from './field-types';

/**
 * spec 5: the query parameters of the contract's endpoints, parsed from their text before any
 * query runs. A value out of its bounds is refused (400); an absent one is undefined.
 */

/** A query id (`?category=12`): a positive integer within the id range, from its digits. */
export const queryIdSchema = v.pipe(
  v.string(),
  v.transform((text) => entityIdFromText(text)),
  v.number(),
);

/** A query counter (`?version=3`): 1 up to PostgreSQL's integer, from its digits. */
export const queryVersionSchema = queryIdSchema;

/** A query text (`?search=`, `?slug=`): bounded, no NUL, no lone surrogate. */
export const queryTextSchema = (max: number) => boundedTextSchema(max);

/** `GET /{locale}/api/persons/?category={id}&search={text}`. */
export const personListQuerySchema = v.object({
  category: v.optional(v.union([v.literal(''), queryIdSchema])),
  search: v.optional(queryTextSchema(200)),
});

/** `GET /{locale}/pageeditor-api/module/?slug=&content_type=&object_id=` (editors). */
export const moduleListQuerySchema = v.object({
  slug: v.optional(queryTextSchema(200)),
  content_type: v.optional(queryTextSchema(100)),
  object_id: v.optional(queryIdSchema),
});

/** `GET /{locale}/pageeditor-api/page/{path}?version_id={id}` (a revision, editors). */
export const pageQuerySchema = v.object({ version_id: v.optional(queryIdSchema) });

/** `DELETE ...{id}/?version={n}`: the version the editor saw. */
export const deleteQuerySchema = v.object({ version: v.optional(queryVersionSchema) });

/** A query string as the object the schemas above read (repeated keys: the first value). */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in object)) object[key] = value;
  return object;
}
