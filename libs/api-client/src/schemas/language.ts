import * as v from 'valibot';

/** spec 1/9: the site languages, German first (the default). */
export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];

/** spec 9: the default language. */
export const defaultLocale: Locale = 'de';

export const localeSchema = v.picklist(locales);

/** spec 3: a language (code, name). */
export const languageSchema = v.object({ code: localeSchema, name: v.string() });
export type Language = v.InferOutput<typeof languageSchema>;

/** spec 3: an entity's path in each language (the language switch uses it). */
export const localizedUrlsSchema = v.object({ de: v.string(), en: v.string() });
export type LocalizedUrls = v.InferOutput<typeof localizedUrlsSchema>;
