import type { SearchResult } from '@aula/api-client';
import { formatDate } from '@aula/i18n';
import { type RenderOptions, renderOptions } from '../host/render-options';

export interface SearchHitsProps {
  hits: readonly SearchResult[];
  /** The host's link component. */
  options?: Partial<RenderOptions> | undefined;
}

/** spec 2: the hits of one search category: title linking to the hit, date, teaser. */
export function SearchHits({ hits, options }: SearchHitsProps) {
  const { linkComponent: Link } = renderOptions(options);
  return (
    <ul className="plain-list">
      {hits.map((hit) => (
        <li key={`${hit.category}-${hit.id}`}>
          <article>
            <h3>
              <Link href={hit.url}>{hit.title}</Link>
            </h3>
            {hit.date && <time dateTime={hit.date}>{formatDate(hit.date)}</time>}
            {hit.teaser && <p>{hit.teaser}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
