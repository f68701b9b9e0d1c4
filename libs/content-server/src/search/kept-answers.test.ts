import { autocompleteSchema } from '@aula/api-client';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';
import { keptAnswer } from './kept-answers';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** Days after every demo event, so only what a test schedules changes an answer. */
const afterEvents = (days: number) => new Date(Date.UTC(2035, 0, 1) + days * 86_400_000);

describe('keptAnswer (spec 7: kept search answers)', () => {
  it('computes an answer once and keeps it while nothing changes', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    expect(await keptAnswer(server.db, 'k1', testToday, compute)).toBe(1);
    expect(await keptAnswer(server.db, 'k1', testToday, compute)).toBe(1);
    expect(await keptAnswer(server.db, 'k2', testToday, compute)).toBe(2);
  });

  it('computes anew after any write to a searched table', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    await keptAnswer(server.db, 'k3', testToday, compute);
    await server.db
      .updateTable('person')
      .set({ first_name: 'Anna' })
      .where('first_name', '=', 'Anna')
      .execute();
    expect(await keptAnswer(server.db, 'k3', testToday, compute)).toBe(2);
  });

  it('computes anew once a scheduled news item goes public', async () => {
    await server.db
      .insertInto('news')
      .values({
        slug_de: 'geplant',
        slug_en: 'planned',
        title_de: 'Geplante Meldung',
        title_en: 'Planned notice',
        published_at: afterEvents(3),
      })
      .execute();
    let computed = 0;
    const compute = async () => ++computed;
    await keptAnswer(server.db, 'k4', afterEvents(1), compute);
    expect(await keptAnswer(server.db, 'k4', afterEvents(2), compute)).toBe(1);
    expect(await keptAnswer(server.db, 'k4', afterEvents(4), compute)).toBe(2);
  });

  it('computes anew once an event has passed (spec 1: events to come first)', async () => {
    const { rows } = await sql<{ next: Date }>`select min(coalesce(ends_at, starts_at)) as next
      from event where is_online and coalesce(ends_at, starts_at) > ${testToday}`.execute(
      server.db,
    );
    const ends = new Date(rows[0]?.next ?? 0).getTime();
    let computed = 0;
    const compute = async () => ++computed;
    await keptAnswer(server.db, 'k5', testToday, compute);
    expect(await keptAnswer(server.db, 'k5', new Date(ends - 1), compute)).toBe(1);
    expect(await keptAnswer(server.db, 'k5', new Date(ends + 1), compute)).toBe(2);
  });

  it('keeps autocomplete right: a renamed title is suggested at once', async () => {
    const suggest = async () =>
      v.parse(
        autocompleteSchema,
        (await server.getJson('/de/api/search/autocomplete/?query=orchesterkonzert')).body,
      );
    expect((await suggest()).length).toBeGreaterThan(0);
    await server.db
      .updateTable('news')
      .set({ title_de: 'Orchesterkonzert im Umbenannt-Saal' })
      .where('title_de', 'like', 'Orchesterkonzert%')
      .execute();
    expect(await suggest()).toContain('Orchesterkonzert im Umbenannt-Saal');
  });
});
