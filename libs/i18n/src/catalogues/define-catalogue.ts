/**
 * A catalogue of UI texts for one area of the site. German is the reference: the English texts
 * must have exactly its keys, so a missing translation fails the type check.
 */
export function defineCatalogue<const Keys extends string>(
  de: Record<Keys, string>,
  en: NoInfer<Record<Keys, string>>,
) {
  return { de, en };
}
