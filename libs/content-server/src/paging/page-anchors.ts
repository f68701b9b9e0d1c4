import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageSize, type PageSource } from '../routes/paging';
import { listVersions } from './list-versions';

/** Where a page starts in a list's order: its first row's sort value (as text, every digit kept) and id. */
export interface Anchor {
  sort: string;
  id: number;
}

/** A list's size and the start of each of its pages. */
export interface PageAnchors {
  count: number;
  anchors: Anchor[];
}

interface Known extends PageAnchors {
  version: string;
  /** Computed at this time; still right until `until` (a row's publication or end), or forever (null). */
  from: number;
  until: number | null;
}

/** The most lists (list and filter) whose anchors are kept per database. */
const maxKnown = 500;
const knownOf = new WeakMap<Kysely<Database>, Map<string, Known>>();

export interface AnchorSource {
  table: 'news' | 'event';
  /** Names the list and its filter. */
  key: string;
  /** Rows `{ sort, id, total }` of every page's first row, in list order (one pass over the list's index). */
  anchors(): Promise<{ sort: string; id: number; total: string }[]>;
  /** When the list changes by itself (a news item's publication, an event's end), or null. */
  until(): Promise<Date | null>;
}

/**
 * DESIGN.md 5: deep pages of a large list cost what the first does. The start of every page is
 * found once in one pass over the list's index and kept until the table changes (its change
 * counter) or time moves the list (`until`); a page is then read from its anchor onwards (keyset),
 * never by skipping rows with OFFSET.
 */
export async function pageAnchors(
  db: Kysely<Database>,
  source: AnchorSource,
  now: Date,
): Promise<PageAnchors> {
  let known = knownOf.get(db);
  if (!known) knownOf.set(db, (known = new Map()));
  const version = (await listVersions(db)).get(source.table) ?? '0';
  const at = now.getTime();
  const kept = known.get(source.key);
  if (
    kept &&
    kept.version === version &&
    at >= kept.from &&
    (kept.until === null || at < kept.until)
  )
    return kept;
  const [rows, until] = await Promise.all([source.anchors(), source.until()]);
  const fresh: Known = {
    version,
    from: at,
    until: until ? until.getTime() : null,
    count: Number(rows[0]?.total ?? 0),
    anchors: rows.map((row) => ({ sort: row.sort, id: row.id })),
  };
  known.delete(source.key);
  known.set(source.key, fresh);
  if (known.size > maxKnown) known.delete(known.keys().next().value ?? source.key);
  return fresh;
}

/** The `{ count(), items(offset) }` of `loadPage` over anchors: a page is read from its anchor. */
export function keysetPageSource<T>(
  db: Kysely<Database>,
  source: AnchorSource,
  now: Date,
  read: (from: Anchor) => Promise<T[]>,
): PageSource<T> {
  let known: Promise<PageAnchors> | undefined;
  const anchors = () => (known ??= pageAnchors(db, source, now));
  return {
    count: async () => (await anchors()).count,
    items: async (offset) => {
      const from = (await anchors()).anchors[Math.floor(offset / pageSize)];
      return from ? read(from) : [];
    },
  };
}

/** Numbers `ranked` (rows `sort`, `id`, `n` in list order, `total`) and keeps every page's first row. */
export function pageStarts(ranked: Expression<unknown>) {
  return sql<{
    sort: string;
    id: number;
    total: string;
  }>`select sort, id, total from (${ranked}) as ranked where (n - 1) % ${sql.lit(pageSize)} = 0 order by n`;
}
