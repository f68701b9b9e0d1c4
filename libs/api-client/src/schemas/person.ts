import * as v from 'valibot';
import { entityIdFromText, entityIdSchema } from './field-types';
import { localizedUrlsSchema } from './language';
import { imageReadEntries } from './modules/image-fields';
import { withoutControlCharacters } from './search';

/** spec 3: a person category (`/api/persons/categories/`); its plural name equals its name. */
export const personCategorySchema = v.object({
  id: entityIdSchema,
  name: v.string(),
  name_plural: v.string(),
});
export type PersonCategory = v.InferOutput<typeof personCategorySchema>;

export const personCategoriesSchema = v.array(personCategorySchema);

/** spec 3: the persons filter: a category (id as string, '' for all) and a search text. */
export const personFilterSchema = v.object({
  // spec 5: a category id within PostgreSQL's integer (its digits), or '' for all.
  category: v.optional(
    v.pipe(
      v.string(),
      v.check((text) => text === '' || entityIdFromText(text) !== undefined),
    ),
    '',
  ),
  search: v.optional(
    v.pipe(v.string(), v.transform(withoutControlCharacters), v.trim(), v.maxLength(200)),
    '',
  ),
});
export type PersonFilter = v.InferOutput<typeof personFilterSchema>;

/** The empty persons filter (spec 4: reset to empty category and search). */
export const emptyPersonFilter: PersonFilter = { category: '', search: '' };

/** A person as listed in the directory (spec 3 leaves the fields open; these are Aula's). */
export const personSchema = v.object({
  id: entityIdSchema,
  slug: v.string(),
  name: v.string(),
  position: v.string(),
  categories: v.array(personCategorySchema),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  urls: localizedUrlsSchema,
  ...imageReadEntries,
});
export type Person = v.InferOutput<typeof personSchema>;

/** spec 3/7: the persons answer (`/api/persons/`): a results array. */
export const personListSchema = v.object({ results: v.array(personSchema) });
export type PersonList = v.InferOutput<typeof personListSchema>;

/** A person's detail page (`/api/persons/{id}/`). */
export const personDetailSchema = v.object({
  ...personSchema.entries,
  website: v.nullable(v.string()),
  faculty: v.nullable(entityIdSchema),
  body_slug: v.string(),
});
export type PersonDetail = v.InferOutput<typeof personDetailSchema>;
