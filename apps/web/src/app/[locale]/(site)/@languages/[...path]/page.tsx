import { isLocale } from '@aula/routing';
import { HeaderLanguages } from '@web/features/languages/HeaderLanguages';
import { pageLanguageUrls } from '@web/features/languages/page-language-urls';

export { generateStaticParams } from '@web/screens/on-demand';

interface LanguagesProps {
  params: Promise<{ locale: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * spec 2: the header's language switch, rendered beside every page (a parallel route of the
 * site layout over the same internal path) so that it knows the page's own address in each
 * language in the server's HTML: an entity's slug, a content page's `urls`, the search's `q`.
 */
export default async function Languages({ params, searchParams }: LanguagesProps) {
  const { locale, path } = await params;
  if (!isLocale(locale)) return null;
  return <HeaderLanguages locale={locale} urls={await pageLanguageUrls(locale, path, searchParams)} />;
}
