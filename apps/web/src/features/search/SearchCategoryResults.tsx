import { SearchHits } from '@aula/blocks';
import type { SearchCategory, SearchResultPage } from '@aula/api-client';
import { t } from '@aula/i18n';
import { href, type Locale } from '@aula/routing';
import { NextLink } from '@web/links/NextLink';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';
import { groupByType } from './group-by-type';

export interface SearchCategoryResultsProps {
  locale: Locale;
  category: SearchCategory;
  hits: SearchResultPage;
  query: string;
  /** The page shown of the category's own listing; undefined on the overview of all categories. */
  page?: number | undefined;
}

/**
 * spec 1, 2: the hits of one category under its heading (a link to its own pages on the
 * overview). `others` holds many types (pages, study, application, press, microsites): its hits
 * are grouped under a heading per type. The searched words are marked.
 */
export function SearchCategoryResults({
  locale,
  category,
  hits,
  query,
  page,
}: SearchCategoryResultsProps) {
  const q = `?q=${encodeURIComponent(query)}`;
  const options = visitorRenderOptions(locale);
  const name = t(locale, `page.${category}`);
  const groups = category === 'others' ? groupByType(hits.results) : [];
  return (
    <section aria-labelledby={`search-${category}`} data-testid={`search-${category}`}>
      <h2 id={`search-${category}`}>
        {page === undefined ? (
          <NextLink href={`${href('search', locale, { category })}${q}`}>{name}</NextLink>
        ) : (
          name
        )}{' '}
        ({hits.count})
      </h2>
      {category === 'others' ? (
        groups.map(({ type, hits: grouped }) => (
          <section key={type} aria-labelledby={`search-${category}-${type}`}>
            <h3 id={`search-${category}-${type}`}>{t(locale, `page.searchGroup.${type}`)}</h3>
            <SearchHits hits={grouped} query={query} headingLevel={4} options={options} />
          </section>
        ))
      ) : (
        <SearchHits hits={hits.results} query={query} options={options} />
      )}
      {page !== undefined && (hits.previous || hits.next) && (
        <nav aria-label={name}>
          {hits.previous && (
            <NextLink href={`${href('search', locale, { category, page: page - 1 })}${q}`}>
              {t(locale, 'page.previousPage')}
            </NextLink>
          )}{' '}
          {hits.next && (
            <NextLink href={`${href('search', locale, { category, page: page + 1 })}${q}`}>
              {t(locale, 'page.nextPage')}
            </NextLink>
          )}
        </nav>
      )}
    </section>
  );
}
