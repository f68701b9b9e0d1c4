import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { createPostgresTestApp, type PostgresTestApp } from '../testing/postgres-test-app';
import { testToday } from '../testing/test-today';
import { claimDuePublications, runDuePublications } from './publication-scheduler';

// DESIGN.md 8: several content-API instances on one PostgreSQL (DATABASE_URL) claim due
// publications atomically: two separate connection pools race for the same rows.
let server: PostgresTestApp;
beforeAll(async () => {
  server = await createPostgresTestApp();
}, 120_000);
afterAll(async () => {
  const started: PostgresTestApp | undefined = server;
  await started?.close();
});

describe('scheduled publications on PostgreSQL with two instances', () => {
  it('hands every due publication to exactly one instance, and each is published once', async () => {
    const other = await openDatabase({ databaseUrl: server.url });
    try {
      const user = await server.db.selectFrom('app_user').select('id').executeTakeFirstOrThrow();
      const pages = await server.db
        .selectFrom('page')
        .select('id')
        .orderBy('id')
        .limit(6)
        .execute();
      const due = new Date(testToday.getTime() - 60_000);
      await server.db
        .insertInto('scheduled_publication')
        .values(
          pages.flatMap((page) =>
            (['de', 'en'] as const).map((locale) => ({
              page_id: page.id,
              locale,
              publish_at: due,
              user_id: user.id,
            })),
          ),
        )
        .execute();
      const rounds = await Promise.all(
        [0, 1, 2, 3].map((round) =>
          claimDuePublications(round % 2 === 0 ? server.db : other, testToday),
        ),
      );
      const claimed = rounds.flat().map((row) => row.id);
      expect(claimed).toHaveLength(pages.length * 2);
      expect(new Set(claimed).size).toBe(claimed.length);

      // Stale claims (their instances "died") are taken over by one instance each, and published once.
      const later = new Date(testToday.getTime() + 10 * 60_000);
      const tags: string[][] = [];
      const context = {
        revalidate: async (sent: string[]) => void tags.push(sent),
        reportError: (error: unknown) => {
          throw error;
        },
      };
      const published = await Promise.all([
        runDuePublications(server.db, later, context),
        runDuePublications(other, later, context),
      ]);
      expect(published[0] + published[1]).toBe(pages.length * 2);
      const states = await server.db.selectFrom('scheduled_publication').select('status').execute();
      expect(states.every((row) => row.status === 'done')).toBe(true);
      expect(tags).toHaveLength(pages.length * 2);
    } finally {
      await other.destroy();
    }
  }, 60_000);
});
