import { isLocale } from '@aula/routing';
import { HeaderLanguages } from '@web/features/languages/HeaderLanguages';
import { pageLanguageUrls } from '@web/features/languages/page-language-urls';
import { isNotFound } from '@web/content/lost-data';

// DESIGN.md 5: Next caches a route on demand only when its last dynamic segment has this; for screens
// without a segment of their own (home, press, study...) that is the slot's, else they render per request.
export { generateStaticParams } from '@web/screens/on-demand';

interface LanguagesProps {
  // Not `path`: the content page route's own catch-all is called that, and params share one namespace.
  params: Promise<{ locale: string; internal: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * spec 2: the header's language switch, rendered beside every page (a parallel route of the
 * site layout over the same internal path) so that it knows the page's own address in each
 * language in the server's HTML: an entity's slug, a content page's `urls`, the search's `q`
 * (only the search reads `searchParams`, and it is rendered per request).
 */
export default async function Languages({ params, searchParams }: LanguagesProps) {
  const { locale, internal } = await params;
  if (!isLocale(locale)) return null;
  const found = await pageLanguageUrls(locale, internal, searchParams).then(
    (urls) => ({ urls }),
    (error: unknown) => {
      // A page not found answers with its own not-found page (spec 8); the switch is left out.
      if (isNotFound(error)) return null;
      throw error;
    },
  );
  return found ? <HeaderLanguages locale={locale} urls={found.urls} /> : null;
}
