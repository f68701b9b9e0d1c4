import { t } from '@aula/i18n';
import { type SearchCategory, type SearchResultPage, searchCategories } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { cache } from 'react';
import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentApi } from '@web/content/content-api';
import { loadEntity } from '@web/features/detail/load-entity';
import { type FolderParams, folderScreen } from '@web/screens/folder-screen';
import { searchQuery } from './search-query';
import { SearchCategoryResults } from './SearchCategoryResults';
import { SearchForm } from './SearchForm';
import type { SearchParamsRecord } from '@aula/api-client';
import { screenTitle } from '@web/screens/screen-title';
import { screenMetadata } from '@web/seo/screen-metadata';

interface SearchProps {
  params: Promise<FolderParams>;
  searchParams: Promise<SearchParamsRecord>;
}

/** spec 2: `/search/{category?}/{page?}` arrives as one optional catch-all of at most two segments. */
async function resolve({ params, searchParams }: SearchProps) {
  const { rest, ...folder } = await params;
  if (rest !== undefined && (!Array.isArray(rest) || rest.length > 2)) notFound();
  const screen = folderScreen('search', { ...folder, category: rest?.[0], page: rest?.[1] });
  if (!screen) notFound();
  return { screen, query: searchQuery((await searchParams)['q']) };
}

type CategoryHits = { category: (typeof searchCategories)[number]; hits: SearchResultPage }[];

/**
 * The hits per category, or of one category's page. Read once per request (metadata and page),
 * so that a page past the last one (the API answers 404) is the not-found page with its title.
 */
const searchResults = cache(
  async (
    locale: Locale,
    category: SearchCategory | undefined,
    query: string,
    page: number,
  ): Promise<CategoryHits> => {
    const api = contentApi().search;
    if (category)
      return [{ category, hits: await loadEntity(api.category(locale, category, query, page)) }];
    return Object.entries(await api.all(locale, query)).flatMap(([name, hits]) =>
      searchCategories
        .filter((known) => known === name)
        .map((known) => ({ category: known, hits })),
    );
  },
);

export async function generateMetadata(props: SearchProps): Promise<Metadata> {
  const { screen, query } = await resolve(props);
  if (query)
    await searchResults(
      screen.locale,
      screen.params.category,
      query,
      Number(screen.params.page ?? 1),
    );
  // spec 1: the query in the page title, so tabs and history tell searches apart.
  const title = query
    ? t(screen.locale, 'page.searchTitle').replace('{query}', query)
    : screenTitle('search', screen.locale);
  // Result pages are not documents of their own for search engines.
  return {
    ...screenMetadata(screen, title),
    robots: { index: false, follow: true },
  };
}

/**
 * spec 1, 2, 5, 7: the search page: the form (submits only with text), then per category (others,
 * persons, events, news) the hits, `others` grouped by type; a category's own page pages through
 * its hits. Search answers are not cached: every query is another document.
 */
export async function SearchPage(props: SearchProps) {
  const { screen, query } = await resolve(props);
  const { locale } = screen;
  const { category } = screen.params;
  const page = Number(screen.params.page ?? 1);
  const results = query ? await searchResults(locale, category, query, page) : [];
  return (
    <>
      <h1>{screenTitle('search', locale)}</h1>
      <SearchForm
        locale={locale}
        action={href('search', locale, category ? { category } : {})}
        query={query}
      />
      {query && results.every(({ hits }) => hits.count === 0) && (
        <p>{t(locale, 'page.searchEmpty')}</p>
      )}
      {results
        .filter(({ hits }) => hits.count > 0)
        .map(({ category: name, hits }) => (
          <SearchCategoryResults
            key={name}
            locale={locale}
            category={name}
            hits={hits}
            query={query}
            page={category ? page : undefined}
          />
        ))}
    </>
  );
}
