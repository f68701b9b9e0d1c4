import { entityDefinitions } from '@aula/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { adminPageSize, countAhead, listEntities, type EntityListQuery } from './entity-list';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const query = (values: Partial<EntityListQuery> = {}): EntityListQuery => ({
  page: 1,
  search: '',
  sort: 'published_at',
  descending: true,
  category: null,
  faculty: null,
  published: null,
  from: null,
  to: null,
  ...values,
});
const news = entityDefinitions.news;

/** The plan PostgreSQL picks for `statement` when it may not read the whole table. */
async function planWithoutSeqScan(statement: string): Promise<string> {
  await sql`set enable_seqscan = off`.execute(server.db);
  try {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(statement)}`.execute(
      server.db,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await sql`reset enable_seqscan`.execute(server.db);
  }
}

describe('admin lists on a large table (DESIGN.md 9)', () => {
  it('counts a small list exactly and keeps the page in range', async () => {
    const total = Number(
      (
        await server.db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeLessThan(countAhead);
    const last = Math.ceil(total / adminPageSize);
    expect(await listEntities(server.db, news, query({ page: 99 }))).toMatchObject({
      count: total,
      more: false,
      page: last,
      pages: last,
    });
  });

  it('counts a large list only a few pages past the current one and says there are more', async () => {
    await sql`insert into news (title_de, title_en, slug_de, slug_en, published_at)
      select 'Massentest ' || g, 'Bulk test ' || g, 'massentest-' || g, 'bulk-test-' || g, now() - g * interval '1 minute' from generate_series(1, 400) g`.execute(
      server.db,
    );
    const total = Number(
      (
        await server.db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await listEntities(server.db, news, query());
    expect(first).toMatchObject({
      count: adminPageSize + countAhead,
      more: true,
      page: 1,
      pages: 1 + countAhead / adminPageSize,
    });
    // Further on, the count reaches further: page 5 still knows 4 pages past it.
    expect(await listEntities(server.db, news, query({ page: 5 }))).toMatchObject({
      count: 5 * adminPageSize + countAhead,
      more: true,
      page: 5,
    });
    // Near the end the count is exact again, and a page past it is the last one.
    const last = Math.ceil(total / adminPageSize);
    expect(await listEntities(server.db, news, query({ page: last + 3 }))).toMatchObject({
      count: total,
      more: false,
      page: last,
      pages: last,
    });
    // A search counts the same way: 400 "Massentest" entries are more than page 1 counts.
    expect(await listEntities(server.db, news, query({ search: 'massentest' }))).toMatchObject({
      count: adminPageSize + countAhead,
      more: true,
    });
  });

  it('finds a person by part of the name, in any case', async () => {
    const person = await server.db
      .selectFrom('person')
      .select(['id', 'last_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const part = person.last_name.slice(1, 5).toUpperCase();
    const found = await listEntities(
      server.db,
      entityDefinitions.person,
      query({ sort: 'last_name', descending: false, search: part }),
    );
    expect(found.results.map((row) => row.id)).toContain(person.id);
  });

  it('a page holds the rows of its place in the sort order, in that order', async () => {
    const expected = await server.db
      .selectFrom('news')
      .select('id')
      .orderBy('title_de', 'asc')
      .orderBy('id', 'asc')
      .limit(adminPageSize)
      .offset(3 * adminPageSize)
      .execute();
    const page = await listEntities(
      server.db,
      news,
      query({ page: 4, sort: 'title', descending: false }),
    );
    expect(page.results.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('the title search of press items and redirects is served by a trigram index (migration 0017)', async () => {
    expect(
      await planWithoutSeqScan("select id from press_item where title_de ilike '%kunst%'"),
    ).toContain('press_item_title_trgm_de');
    expect(
      await planWithoutSeqScan("select id from press_item where title_en ilike '%art%'"),
    ).toContain('press_item_title_trgm_en');
    expect(
      await planWithoutSeqScan("select id from redirect where old_path ilike '%neuigkeiten%'"),
    ).toContain('redirect_old_path_trgm');
    const releases = await listEntities(
      server.db,
      entityDefinitions.pressRelease,
      query({ sort: 'published_at' }),
    );
    const title = releases.results[0]?.title ?? '';
    const found = await listEntities(
      server.db,
      entityDefinitions.pressRelease,
      query({ sort: 'published_at', search: title.slice(2, 9) }),
    );
    expect(found.results.map((row) => row.title)).toContain(title);
  });

  it('reads only the columns a row shows or checks, never bodies or the generated search columns', async () => {
    const readColumns = new Set<string>();
    const watched = server.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        for (const row of result.rows)
          for (const column of Object.keys(row as object)) readColumns.add(column);
        return result;
      },
    });
    const page = await listEntities(watched, news, query({ search: 'a' }));
    expect(page.results.length).toBeGreaterThan(0);
    expect(readColumns).toContain('title_de');
    expect(
      [...readColumns].filter((column) => /^(search|plain|document|body|slug)_/.test(column)),
    ).toEqual([]);
  });

  it('a news, event or person search walks the sort index alone, without reading the table (migration 0018)', async () => {
    await sql`vacuum analyze news`.execute(server.db);
    await sql`vacuum analyze event`.execute(server.db);
    await sql`vacuum analyze person`.execute(server.db);
    await sql`set enable_bitmapscan = off`.execute(server.db);
    try {
      const search = (table: string, date: string) =>
        `select id from ${table} where plain_de like '%konzert%' or plain_en like '%konzert%' order by ${date} desc, id desc limit 126`;
      expect(await planWithoutSeqScan(search('news', 'published_at'))).toContain(
        'Index Only Scan using news_admin_date',
      );
      expect(await planWithoutSeqScan(search('event', 'starts_at'))).toContain(
        'Index Only Scan using event_admin_date',
      );
      const persons =
        "select id from person where plain_de like '%mu%' order by last_name, id limit 126";
      expect(await planWithoutSeqScan(persons)).toContain(
        'Index Only Scan using person_admin_name',
      );
    } finally {
      await sql`reset enable_bitmapscan`.execute(server.db);
    }
  });
});
