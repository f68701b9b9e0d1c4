import {
  autocompleteSchema,
  calendarSchema,
  moduleSchema,
  newsPageSchema,
  searchResultPageSchema,
  searchResultsSchema,
} from '@aula/api-client';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../seed/seed-demo-content';
import { createPostgresTestApp, type PostgresTestApp } from '../testing/postgres-test-app';
import { createTestApp } from '../testing/test-app';
import { testToday } from '../testing/test-today';
import { migrate } from './open-database';

// The DATABASE_URL path: the same contract as over PGlite, on a real PostgreSQL server (started
// privately, in a non-UTC time zone). Not skipped when PostgreSQL is missing: it fails saying how to install it.
let server: PostgresTestApp;
beforeAll(async () => {
  server = await createPostgresTestApp();
}, 120_000);
afterAll(async () => {
  // Undefined when the cluster did not start: beforeAll has reported why.
  const started: PostgresTestApp | undefined = server;
  await started?.close();
});

const parsed = async <T extends v.GenericSchema>(schema: T, path: string) =>
  v.parse(schema, (await server.getJson(path)).body);

describe('the database behind DATABASE_URL', () => {
  it('is a real PostgreSQL server where its owner (no superuser) created the search extensions, migrated and seeded once', async () => {
    const { rows } = await sql<{
      version: string;
      superuser: boolean;
    }>`select version(), (select rolsuper from pg_roles where rolname = current_user) as superuser`.execute(
      server.db,
    );
    expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
    expect(rows[0]?.version).not.toContain('PGlite');
    expect(rows[0]?.superuser).toBe(false);
    const extensions = await sql<{
      extname: string;
    }>`select extname from pg_extension order by extname`.execute(server.db);
    expect(extensions.rows.map((row) => row.extname)).toEqual(
      expect.arrayContaining(['pg_trgm', 'unaccent']),
    );
    await migrate(server.db);
    expect(await seedDemoContent(server.db, { today: testToday })).toBe(false);
  });
});

/** Public reads of every area, with paging, filters, details, search and 404s, per language. */
const publicReads = (l: 'de' | 'en') =>
  [
    ...[
      'news/',
      'news/?page=4',
      'news/?page=5',
      `news/?category=${l === 'de' ? 'musik' : 'music'}`,
      'news/?date=23.10.2026',
      'news/2/',
      'news/1/',
      'news/categories/',
      'news/calendar/',
    ],
    ...[
      'events/',
      'events/?page=2',
      'events/?is_home=true',
      'events/?faculty=2',
      'events/3/',
      'events/categories/',
      'events/calendar/',
    ],
    ...[
      'persons/',
      'persons/categories/',
      'persons/1/',
      'press-releases/?page=1',
      'press-releases/1/',
      'press-articles/?page=1',
      'download-directories/',
    ],
    ...[
      'faculties/',
      'studyfaculties/?faculty=2',
      'studyfaculties/1/',
      'studysubjects/1/',
      'application/',
      'application/1/',
    ],
    ...[
      'breaking-news/',
      'main-navigation/',
      'microsites/',
      'microsites/?simple=true',
      'teaser/',
      'teaser-cta/',
      'instagram/',
      'newsletter/',
    ],
    ...[
      'search/?query=orchester',
      'search/?query=konzert',
      'search/events/?query=konzert',
      'search/?query=kunste',
      'search/persons/?query=professor&page=2',
      'search/news/?query=x&page=9',
      'search/autocomplete/?query=kunste',
      'search/autocomplete/?query=orchesterkozert',
      'search/?query=gesang',
      `search/others/?query=${l === 'de' ? 'studium' : 'study'}&page=2`,
      'search/suggestions/?query=semesterkonzert',
      `search/others/?query=${l === 'de' ? 'gegründet' : 'founded'}`,
    ],
  ]
    .map((path) => `/${l}/api/${path}`)
    .concat([
      `/${l}/pageeditor-api/nav`,
      `/${l}/pageeditor-api/page/${l === 'de' ? 'bloecke' : 'blocks'}`,
      `/${l}/pageeditor-api/page/entwurf`,
    ]);

describe('PostgreSQL and PGlite', () => {
  it('answer every public read the same', { timeout: 90_000 }, async () => {
    const pglite = await createTestApp();
    try {
      const missing: string[] = [];
      for (const path of [...publicReads('de'), ...publicReads('en')]) {
        const [expected, actual] = await Promise.all([pglite.getJson(path), server.getJson(path)]);
        expect({ path, status: actual.status, body: actual.body }).toEqual({
          path,
          status: expected.status,
          body: expected.body,
        });
        if (actual.status !== 200) missing.push(`${actual.status} ${path}`);
      }
      const expectedMissing = (l: string) => [
        `404 /${l}/api/news/?page=5`,
        `404 /${l}/api/search/news/?query=x&page=9`,
        `404 /${l}/pageeditor-api/page/entwurf`,
      ];
      expect(missing).toEqual([...expectedMissing('de'), ...expectedMissing('en')]);
    } finally {
      await pglite.close();
    }
  });
});

describe('the public contract on PostgreSQL', () => {
  it('pages the news and answers 404 past the last page', async () => {
    const first = await parsed(newsPageSchema, '/de/api/news/');
    expect(first).toMatchObject({ count: 48, previous: null, next: '/de/api/news/?page=2' });
    expect(first.results[0]?.title).toBe('Abschlussausstellung Nr. 1');
    const last = await parsed(newsPageSchema, '/en/api/news/?page=4');
    expect(last).toMatchObject({ next: null, previous: '/en/api/news/?page=3' });
    expect(last.results).toHaveLength(12);
    const beyond = await server.getJson('/de/api/news/?page=5');
    expect(beyond).toMatchObject({ status: 404, body: { detail: 'Invalid page.' } });
  });

  it('answers the calendars and day filters in Berlin days, whatever the server time zone', async () => {
    expect(await parsed(calendarSchema, '/de/api/events/calendar/')).toHaveLength(24);
    expect(await parsed(calendarSchema, '/de/api/news/calendar/')).toHaveLength(48);
    const day = await parsed(newsPageSchema, '/de/api/news/?date=23.10.2026');
    expect(day.results.map((item) => item.title)).toEqual(['Orchesterkonzert Nr. 2']);
  });

  it('ranks full-text search and ignores accents in both languages', async () => {
    const all = await parsed(searchResultsSchema, '/de/api/search/?query=orchesterkonzert');
    expect(all.news.count).toBe(8);
    expect(
      (await parsed(searchResultPageSchema, '/de/api/search/others/?query=kunste')).results[0]
        ?.title,
    ).toBe('Tag der Künste');
    const english = await parsed(searchResultsSchema, '/en/api/search/?query=concerts');
    expect(english.others.results.map((hit) => hit.title)).toContain('Festival of the Arts');
    const persons = await parsed(searchResultPageSchema, '/en/api/search/persons/?query=kruger');
    expect(persons.count).toBeGreaterThan(0);
    expect(persons.results.every((hit) => hit.title.includes('Krüger'))).toBe(true);
  });

  it('autocompletes with unaccent and trigrams in both languages', async () => {
    expect(await parsed(autocompleteSchema, '/de/api/search/autocomplete/?query=kunste')).toContain(
      'Tag der Künste',
    );
    expect(await parsed(autocompleteSchema, '/en/api/search/autocomplete/?query=kruger')).toEqual(
      expect.arrayContaining([expect.stringContaining('Krüger')]),
    );
    expect(
      await parsed(autocompleteSchema, '/de/api/search/autocomplete/?query=orchesterkozert'),
    ).toEqual(expect.arrayContaining([expect.stringContaining('Orchesterkonzert')]));
  });

  it('hides an offline page from visitors and shows it to the editor', async () => {
    expect((await server.getJson('/de/pageeditor-api/page/entwurf')).status).toBe(404);
    const { headers } = await server.login();
    expect((await server.getJson('/de/pageeditor-api/page/entwurf', { headers })).status).toBe(200);
  });
});

describe('editing on PostgreSQL', () => {
  it('logs in, checks CSRF, creates modules and answers 409 to a stale update', async () => {
    const { response, headers } = await server.login();
    expect(response.status).toBe(200);
    const post = (path: string, body: unknown, init: Record<string, string> = headers) =>
      server.app.request(`/de/pageeditor-api/module/${path}`, {
        method: 'POST',
        headers: init,
        body: JSON.stringify(body),
      });
    const container = await post('', {
      model: 'ContainerModule',
      layout: 3,
      slug: 'postgres-section',
    });
    expect(container.status).toBe(201);
    const parent = v.parse(moduleSchema, await container.json()).id;
    const noCsrf = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== 'X-CSRFToken'),
    );
    expect((await post('', { model: 'QuoteModule', content: 'Eins', parent }, noCsrf)).status).toBe(
      403,
    );

    const quote = v.parse(
      moduleSchema,
      await (await post('', { model: 'QuoteModule', content: 'Eins', parent })).json(),
    );
    const saved = await post(`${quote.id}/`, { model: 'QuoteModule', content: 'Zwei', version: 1 });
    expect(v.parse(moduleSchema, await saved.json())).toMatchObject({
      content: 'Zwei',
      version: 2,
    });
    const stale = await post(`${quote.id}/`, { model: 'QuoteModule', content: 'Drei', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { content: 'Zwei', version: 2 } });
  });

  it('lets exactly one of two simultaneous saves of a version win (row lock over a connection pool)', async () => {
    const { headers } = await server.login();
    const post = (path: string, body: unknown) =>
      server.app.request(`/de/pageeditor-api/module/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    const { id: parent } = v.parse(
      moduleSchema,
      await (await post('', { model: 'ContainerModule', layout: 3, slug: 'postgres-race' })).json(),
    );
    const { id } = v.parse(
      moduleSchema,
      await (await post('', { model: 'QuoteModule', content: 'Start', parent })).json(),
    );
    const saves = await Promise.all(
      ['A', 'B'].map((content) => post(`${id}/`, { model: 'QuoteModule', content, version: 1 })),
    );
    expect(saves.map((save) => save.status).sort()).toEqual([200, 409]);
    const revisions = await server.db
      .selectFrom('module_revision')
      .select('version')
      .where('module_id', '=', id)
      .execute();
    expect(revisions.map((revision) => revision.version).sort()).toEqual([1, 2]);
  });

  it('reported no server error on the way', () => {
    expect(server.errors).toEqual([]);
  });
});
