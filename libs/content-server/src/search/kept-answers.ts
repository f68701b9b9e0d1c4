import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listVersions } from '../paging/list-versions';

/** The most answers kept per database (the least recently used go first). */
export const maxKeptAnswers = 2_000;

interface Generation {
  /** The change counters of the searched tables when these answers were made (migration 0008). */
  versions: string;
  from: number;
  /**
   * The next publication (news, page, press) or end of an event, which changes answers without
   * a write; null if none.
   */
  until: number | null;
  answers: Map<string, unknown>;
}

const generations = new WeakMap<Kysely<Database>, Generation>();

async function currentVersions(db: Kysely<Database>): Promise<string> {
  return [...(await listVersions(db))]
    .map(([name, version]) => `${name}:${version}`)
    .sort()
    .join(',');
}

async function nextPublication(db: Kysely<Database>, now: Date): Promise<number | null> {
  // Press items go public and events pass (listed after those to come) without a write too.
  const { rows } = await sql<{ next: Date | null }>`select least(
      (select min(published_at) from news where is_online and published_at > ${now}),
      (select min(publish_at) from page where is_online and publish_at > ${now}),
      (select min(published_at) from press_item where is_online and published_at > ${now}),
      (select min(coalesce(ends_at, starts_at)) from event
        where is_online and coalesce(ends_at, starts_at) > ${now})) as next`.execute(db);
  const next = rows[0]?.next;
  return next ? new Date(next).getTime() : null;
}

/**
 * Search and autocomplete answers (spec 7) are kept until any searched table changes (its
 * change counter, raised by a trigger on every write from any instance), a scheduled news item,
 * page or press item goes public or an event passes. A kept answer costs a look at the counters
 * (shared by concurrent requests).
 */
export async function keptAnswer<T>(
  db: Kysely<Database>,
  key: string,
  now: Date,
  compute: () => Promise<T>,
): Promise<T> {
  const versions = await currentVersions(db);
  const at = now.getTime();
  let generation = generations.get(db);
  if (
    !generation ||
    generation.versions !== versions ||
    at < generation.from ||
    (generation.until !== null && at >= generation.until)
  ) {
    generation = { versions, from: at, until: await nextPublication(db, now), answers: new Map() };
    generations.set(db, generation);
  }
  const { answers } = generation;
  if (answers.has(key)) {
    const kept = answers.get(key) as T;
    answers.delete(key);
    answers.set(key, kept);
    return kept;
  }
  const answer = await compute();
  answers.set(key, answer);
  if (answers.size > maxKeptAnswers) answers.delete(answers.keys().next().value ?? key);
  return answer;
}
