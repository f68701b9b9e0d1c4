import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { publishPage, type PublishContext } from './publish-page';

/** A claim older than this is taken to belong to an instance that died while publishing. */
const staleClaimMs = 5 * 60_000;

/**
 * DESIGN.md 8: claims the publications that are due, atomically: one `UPDATE ... WHERE id IN
 * (SELECT ... FOR UPDATE SKIP LOCKED)`, so with several content-API instances on one PostgreSQL
 * each due publication is taken by exactly one of them.
 */
export function claimDuePublications(db: Kysely<Database>, now: Date) {
  const stale = new Date(now.getTime() - staleClaimMs);
  return db
    .updateTable('scheduled_publication')
    .set({ status: 'running', claimed_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('scheduled_publication')
        .select('id')
        .where('publish_at', '<=', now)
        .where((w) =>
          w.or([
            w('status', '=', 'pending'),
            w.and([w('status', '=', 'running'), w('claimed_at', '<', stale)]),
          ]),
        )
        .orderBy('publish_at')
        .limit(20)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Publishes every due publication this instance could claim; answers how many went out. */
export async function runDuePublications(
  db: Kysely<Database>,
  now: Date,
  context: PublishContext,
): Promise<number> {
  let published = 0;
  for (const claim of await claimDuePublications(db, now)) {
    let status: 'done' | 'failed' = 'failed';
    try {
      if (claim.user_id !== null) {
        const result = await publishPage(
          db,
          claim.page_id,
          claim.locale as Locale,
          claim.user_id,
          context,
        );
        if (result.ok) status = 'done';
      }
    } catch (error) {
      context.reportError(error);
    }
    await db
      .updateTable('scheduled_publication')
      .set({ status, done_at: new Date() })
      .where('id', '=', claim.id)
      .execute();
    if (status === 'done') published += 1;
  }
  return published;
}

export interface SchedulerOptions extends PublishContext {
  /** How often due publications are looked for (ms); `PUBLISH_POLL_MS`, default 30 s. */
  intervalMs?: number;
  now?: () => Date;
}

/** Starts polling for due publications; answers the function that stops it. */
export function startPublicationScheduler(
  db: Kysely<Database>,
  { intervalMs = 30_000, now = () => new Date(), ...context }: SchedulerOptions,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDuePublications(db, now(), context);
    } catch (error) {
      context.reportError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
