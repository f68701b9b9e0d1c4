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

/**
 * A catalogue written as German and English side by side, one `[de, en]` pair per key (the
 * admin's long lists read better so): the same catalogue as `defineCatalogue` makes.
 */
export function definePairedCatalogue<const Keys extends string>(
  pairs: Record<Keys, readonly [string, string]>,
) {
  const language = (index: 0 | 1) =>
    Object.fromEntries(
      Object.entries<readonly [string, string]>(pairs).map(([key, texts]) => [key, texts[index]]),
    ) as Record<Keys, string>;
  return defineCatalogue<Keys>(language(0), language(1));
}
