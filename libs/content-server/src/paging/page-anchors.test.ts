import { eventPageSchema, newsPageSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** Every page of a list through the API, as ids in order. */
async function allPages(list: 'news' | 'events', query = '') {
  const schema = list === 'news' ? newsPageSchema : eventPageSchema;
  const first = v.parse(schema, (await server.getJson(`/de/api/${list}/?page=1${query}`)).body);
  const ids = first.results.map((item) => item.id);
  for (let page = 2; page <= Math.ceil(first.count / 12); page++) {
    ids.push(
      ...v
        .parse(schema, (await server.getJson(`/de/api/${list}/?page=${page}${query}`)).body)
        .results.map((item) => item.id),
    );
  }
  return { count: first.count, ids };
}

/** The same list ordered by the database alone. */
async function expectedNews(categorySlug?: string) {
  const rows = await server.db
    .selectFrom('news')
    .select('news.id')
    .where('is_online', '=', true)
    .where('published_at', '<=', testToday)
    .$if(categorySlug !== undefined, (query) =>
      query.where('category_id', 'in', (eb) =>
        eb
          .selectFrom('category')
          .select('id')
          .where('kind', '=', 'news')
          .where('slug_de', '=', categorySlug ?? ''),
      ),
    )
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

describe('keyset paging of the news and events lists (DESIGN.md 5)', () => {
  it('answers every page of the news list exactly as OFFSET paging would, filtered or not', async () => {
    const all = await allPages('news');
    expect(all.ids).toEqual(await expectedNews());
    expect(all.count).toBe(all.ids.length);
    const slug = (
      await server.db
        .selectFrom('category')
        .select('slug_de')
        .where('kind', '=', 'news')
        .executeTakeFirstOrThrow()
    ).slug_de;
    expect((await allPages('news', `&category=${slug}`)).ids).toEqual(await expectedNews(slug));
  });

  it('answers every page of the events list in start order, without repeats or gaps', async () => {
    const all = await allPages('events');
    const rows = await server.db
      .selectFrom('event')
      .select('id')
      .where('is_online', '=', true)
      .where((eb) => eb(eb.fn.coalesce('ends_at', 'starts_at'), '>=', testToday))
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
    expect(all.ids).toEqual(rows.map((row) => row.id));
  });

  it('follows any write to the table at once (its change counter), also one made outside the API', async () => {
    const before = await allPages('news');
    const hidden = before.ids[13];
    if (hidden === undefined) throw new Error('too few news');
    await server.db
      .updateTable('news')
      .set({ is_online: false })
      .where('id', '=', hidden)
      .execute();
    const after = await allPages('news');
    expect(after.count).toBe(before.count - 1);
    expect(after.ids).toEqual(before.ids.filter((id) => id !== hidden));
    await server.db.updateTable('news').set({ is_online: true }).where('id', '=', hidden).execute();
    expect((await allPages('news')).ids).toEqual(before.ids);
  });

  it('answers 404 beyond the last page', async () => {
    const { count } = await allPages('news');
    expect((await server.getJson(`/de/api/news/?page=${Math.ceil(count / 12) + 1}`)).status).toBe(
      404,
    );
  });
});
