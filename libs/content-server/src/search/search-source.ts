import type { SearchCategory, SearchResultType } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { sql, type RawBuilder } from 'kysely';
import type { SearchMatch } from './search-query';

/**
 * One kind of thing a visitor searches (spec 1): the table holding it with the search columns of
 * migrations 0004, 0007 and 0020, the category whose results list it, which rows are public now,
 * and how its hits are shown.
 */
export interface SearchSource {
  type: SearchResultType;
  category: SearchCategory;
  table: string;
  /** The rows a visitor may find at `now` (columns of `table`, unqualified). */
  visible(now: Date): RawBuilder<boolean>;
  /** The date a hit shows and is sorted by (SQL): news published, events' start, press releases. */
  date: string;
  /** Whether a row is still to come (events that have not ended): listed first. */
  upcoming(now: Date): RawBuilder<boolean>;
  /** The title autocomplete suggests (SQL). */
  title(locale: Locale): string;
  /** How a row matches, if not by the search columns of its table alone (`searchMatch`). */
  match?(words: string[], locale: Locale): SearchMatch;
  /** The shown fields of the rows `ids`. */
  details(locale: Locale, ids: RawBuilder<unknown>): RawBuilder<HitRow>;
}

/** The fields of a hit before its address is made (hit-url.ts). */
export interface HitRow {
  id: number;
  title: string;
  teaser: string;
  date: Date | null;
  image_path: string | null;
  slug: string;
  /** The faculty slug of study hits, the address of a microsite. */
  parent_slug: string | null;
  /** The programme of a subject. */
  programme_slug: string | null;
  programme_id: number | null;
}

type HitFields = Partial<Record<Exclude<keyof HitRow, 'id'>, string>>;

const defaults: Record<Exclude<keyof HitRow, 'id'>, string> = {
  title: "''",
  teaser: "''",
  date: 'null::timestamptz',
  image_path: 'null::text',
  slug: "''",
  parent_slug: 'null::text',
  programme_slug: 'null::text',
  programme_id: 'null::integer',
};

/** `select` of the HitRow of the rows `ids` of `alias` (the first table of `from`). */
export function hitSelect(
  alias: string,
  from: string,
  fields: HitFields,
  ids: RawBuilder<unknown>,
): RawBuilder<HitRow> {
  const columns = Object.entries(defaults)
    .map(([name, fallback]) => `${fields[name as keyof HitFields] ?? fallback} as ${name}`)
    .join(', ');
  return sql<HitRow>`select ${sql.raw(`${alias}.id as id, ${columns}`)}
    from ${sql.raw(from)} where ${sql.raw(alias)}.id in (${ids})`;
}

/** A hit's image is a small derivative, never the original: the WebP thumbnail or portrait crop. */
export const hitImage = (table: string, alias: 'thumbnail' | 'vertical' = 'thumbnail') =>
  `(select path from media_derivative where media_id = ${table}.image_id` +
  ` and alias = '${alias}' and format = 'webp')`;

export const notUpcoming = () => sql<boolean>`false`;
export const isOnline = () => sql<boolean>`is_online`;
export const publishedBy = (now: Date) => sql<boolean>`is_online and published_at <= ${now}`;
