import type { Locale } from './locales';

/**
 * spec 2, 5: the faculty slugs a study route accepts, per language. The same faculty has one slug
 * in each language, so links and alternates translate it.
 */
export const facultySlugs = {
  artAndDesign: { de: 'kunst-und-design', en: 'art-and-design' },
  music: { de: 'musik', en: 'music' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Any faculty slug of either language. */
export type FacultySlug = (typeof facultySlugs)[keyof typeof facultySlugs][Locale];

/** spec 2: the result categories of the search route. */
export const searchCategories = ['others', 'persons', 'events', 'news'] as const;

export type SearchCategory = (typeof searchCategories)[number];

/**
 * How a route parameter is checked (spec 2 route rules). A value that breaks its rule sends the
 * visitor to the 404 page.
 * - `segment`: any non-empty path segment (entity slugs, titles and ids the API resolves);
 * - `digits`: digits only (study id, subject id);
 * - `faculty`: a faculty slug of the route's language;
 * - `searchCategory`: one of {@link searchCategories};
 * - `positiveInteger`: 1, 2, 3... (search result page).
 */
export type ParamRule = 'segment' | 'digits' | 'faculty' | 'searchCategory' | 'positiveInteger';

/** The type a matched parameter has under its rule. */
export type RuleValue<R extends ParamRule> = R extends 'faculty'
  ? FacultySlug
  : R extends 'searchCategory'
    ? SearchCategory
    : string;

/** Whether a decoded parameter value satisfies its rule in a language. */
export function satisfiesRule(rule: ParamRule, value: string, locale: Locale): boolean {
  switch (rule) {
    case 'segment':
      return value !== '';
    case 'digits':
      return /^\d+$/.test(value);
    case 'faculty':
      return Object.values(facultySlugs).some((slugs) => slugs[locale] === value);
    case 'searchCategory':
      return (searchCategories as readonly string[]).includes(value);
    case 'positiveInteger':
      // Nine digits keep the page number a safe integer on every backend.
      return /^[1-9]\d{0,8}$/.test(value);
  }
}

/** The faculty slug in the given language, for a slug of either language; other values unchanged. */
export function localizeFacultySlug(value: string, locale: Locale): string {
  const faculty = Object.values(facultySlugs).find(
    (slugs) => slugs.de === value || slugs.en === value,
  );
  return faculty ? faculty[locale] : value;
}
