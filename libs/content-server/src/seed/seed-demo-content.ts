import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedNavigation } from './navigation';
import { demoNews } from './news';

export interface SeedOptions {
  /** Multiplies the volume of list content, for benchmarks. */
  scale?: number;
}

/** Fills an empty database with the demo university; a database that has content is left alone. */
export async function seedDemoContent(db: Kysely<Database>, { scale = 1 }: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('news').select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return false;
  const news = demoNews(36 * scale);
  for (let start = 0; start < news.length; start += 500) {
    await db.insertInto('news').values(news.slice(start, start + 500)).execute();
  }
  await seedNavigation(db);
  return true;
}
