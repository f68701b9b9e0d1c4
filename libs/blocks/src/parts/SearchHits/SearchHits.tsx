import type { SearchResult } from '@aula/api-client';
import { formatDate } from '@aula/i18n';
import { type RenderOptions, renderOptions } from '../../host/render-options';
import { Highlighted } from './Highlighted';
import { highlightWords } from './highlight';

export interface SearchHitsProps {
  hits: readonly SearchResult[];
  /** The searched text: its words are marked in titles and teasers. */
  query?: string | undefined;
  /** The level of each hit's title: 3 below a category heading, 4 below a type's heading. */
  headingLevel?: 3 | 4;
  /** The host's link component. */
  options?: Partial<RenderOptions> | undefined;
}

/**
 * spec 1, 2: the hits of one search category or type: the title linking to the hit, its date
 * (news, events, press releases), its teaser; the searched words marked.
 */
export function SearchHits({ hits, query = '', headingLevel = 3, options }: SearchHitsProps) {
  const { linkComponent: Link } = renderOptions(options);
  const words = highlightWords(query);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <ul className="plain-list">
      {hits.map((hit) => (
        <li key={`${hit.type}-${hit.id}`}>
          <article>
            <Heading>
              <Link href={hit.url}>
                <Highlighted text={hit.title} words={words} />
              </Link>
            </Heading>
            {hit.date && <time dateTime={hit.date}>{formatDate(hit.date)}</time>}
            {hit.teaser && (
              <p>
                <Highlighted text={hit.teaser} words={words} />
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
