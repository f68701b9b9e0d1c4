import type { PublishingCounts } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * DESIGN.md 9 (the dashboard): how many section drafts wait and how many publications are
 * scheduled.
 */
export async function publishingCounts(db: Kysely<Database>): Promise<PublishingCounts> {
  const drafts = await db
    .selectFrom('section_draft')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const scheduled = await db
    .selectFrom('scheduled_publication')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { draftsWaiting: Number(drafts.count), scheduledPublications: Number(scheduled.count) };
}
