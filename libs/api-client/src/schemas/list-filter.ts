import * as v from 'valibot';
import { calendarDateStringSchema } from './calendar';
import { entityIdSchema, maxEntityId } from './field-types';

/**
 * spec 3/4: the filter of the news and event lists. Array values (category slugs, dd.mm.yyyy
 * days) toggle entries; boolean values are set (spec 4).
 */
export const listFilterSchema = v.object({
  category: v.optional(v.array(v.string()), []),
  date: v.optional(v.array(calendarDateStringSchema), []),
  faculty: v.optional(v.nullable(entityIdSchema), null),
  is_home: v.optional(v.boolean(), false),
  is_highlight: v.optional(v.boolean(), false),
});

export type ListFilter = v.InferOutput<typeof listFilterSchema>;

/** The empty filter (what a reset restores). */
export const emptyListFilter: ListFilter = {
  category: [],
  date: [],
  faculty: null,
  is_home: false,
  is_highlight: false,
};

/** spec 7: the filter as query parameters (`category=a&category=b&date=01.02.2026&is_home=true`). */
export function listFilterToSearchParams(
  filter: Partial<ListFilter>,
  params = new URLSearchParams(),
): URLSearchParams {
  for (const category of filter.category ?? []) params.append('category', category);
  for (const date of filter.date ?? []) params.append('date', date);
  if (filter.faculty) params.set('faculty', String(filter.faculty));
  if (filter.is_home) params.set('is_home', 'true');
  if (filter.is_highlight) params.set('is_highlight', 'true');
  return params;
}

/** A category slug: letters, digits, `-` and `_` (no control characters, no markup). */
const categorySlug = /^[\p{L}\p{N}_-]{1,100}$/u;

/** The server side of `listFilterToSearchParams`; invalid values are dropped, not fatal. */
export function listFilterFromSearchParams(params: URLSearchParams): ListFilter {
  const faculty = Number(params.get('faculty'));
  return {
    category: params.getAll('category').filter((category) => categorySlug.test(category)),
    date: params.getAll('date').filter((date) => v.is(calendarDateStringSchema, date)),
    faculty: Number.isInteger(faculty) && faculty > 0 && faculty <= maxEntityId ? faculty : null,
    is_home: params.get('is_home') === 'true',
    is_highlight: params.get('is_highlight') === 'true',
  };
}
