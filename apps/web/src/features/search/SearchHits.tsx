import type { SearchResult } from '@aula/api-client';
import { formatDate } from '@aula/i18n';
import { NextLink } from '@web/links/NextLink';

/** spec 2: the hits of one search category: title linking to the hit, date, teaser. */
export function SearchHits({ hits }: { hits: readonly SearchResult[] }) {
  return (
    <ul className="plain-list">
      {hits.map((hit) => (
        <li key={`${hit.category}-${hit.id}`}>
          <article>
            <h3>
              <NextLink href={hit.url}>{hit.title}</NextLink>
            </h3>
            {hit.date && <time dateTime={hit.date}>{formatDate(hit.date)}</time>}
            {hit.teaser && <p>{hit.teaser}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
