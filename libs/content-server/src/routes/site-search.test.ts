import {
  searchResultPageSchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  type SearchResultType,
} from '@aula/api-client';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ now: () => testToday });
});
afterAll(() => server.close());

const search = async (locale: 'de' | 'en', query: string) =>
  v.parse(
    searchResultsSchema,
    (await server.getJson(`/${locale}/api/search/?query=${encodeURIComponent(query)}`)).body,
  );
const others = async (locale: 'de' | 'en', query: string) =>
  v.parse(
    searchResultPageSchema,
    (await server.getJson(`/${locale}/api/search/others/?query=${encodeURIComponent(query)}`)).body,
  );
const typesOf = (hits: { type: SearchResultType }[]) => new Set(hits.map((hit) => hit.type));

describe('the site search covers the whole site (spec 1)', () => {
  it.each([
    ['de', 'Gesang', 'programme', /^\/de\/studium\/musik\/gesang\/\d+$/],
    ['en', 'Voice', 'programme', /^\/en\/study\/music\/voice\/\d+$/],
    ['de', 'Bewerbung', 'application', /^\/de\/bewerbung\/bewerbung-[a-z-]+\/\d+$/],
    ['en', 'Application', 'application', /^\/en\/application\/application-[a-z-]+\/\d+$/],
    ['de', 'Pressemitteilung', 'press-release', /^\/de\/pressemitteilungen\/[a-z0-9-]+\/\d+$/],
    ['en', 'Press release', 'press-release', /^\/en\/press-releases\/[a-z0-9-]+\/\d+$/],
    ['de', 'Pressematerial', 'press-material', /^\/de\/presse$/],
    ['en', 'Orchestra centre', 'microsite', /^https:\/\/orchester\.aula\.example\/en$/],
  ] as const)('%s "%s" finds a %s', async (locale, query, type, url) => {
    const hits = await others(locale, query);
    const found = hits.results.filter((hit) => hit.type === type);
    expect(found.length).toBeGreaterThan(0);
    for (const hit of found) expect(hit.url).toMatch(url);
  });

  it.each([
    ['de', 'Studium'],
    ['en', 'Study'],
  ] as const)('%s "%s" finds the faculties and the study programmes', async (locale, query) => {
    const hits = await others(locale, query);
    const types = typesOf(hits.results);
    expect(types.has('faculty') && types.has('programme')).toBe(true);
    // Two faculties, eight programmes and their subjects live under /studium.
    expect(hits.count).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['de', 'Musik', 'Fachbereich Musik', '/de/studium/musik'],
    ['en', 'Music', 'Faculty of Music', '/en/study/music'],
  ] as const)(
    '%s "%s" finds the faculty, its programmes and the concerts',
    async (locale, query, name, url) => {
      const all = await search(locale, query);
      const faculty = all.others.results.find((hit) => hit.type === 'faculty');
      expect(faculty).toMatchObject({ title: name, url, category: 'others' });
      expect(all.others.results.filter((hit) => hit.type === 'programme').length).toBeGreaterThan(
        1,
      );
      expect(all.events.count).toBeGreaterThan(0);
    },
  );

  it('ranks the hit whose title is the query first', async () => {
    expect((await others('de', 'Gesang')).results[0]).toMatchObject({
      title: 'Gesang',
      type: 'programme',
    });
    expect((await others('en', 'jazz')).results[0]).toMatchObject({ title: 'Jazz' });
  });

  it('dates press releases, news and events; pages and study have none', async () => {
    const releases = await others('de', 'Pressemitteilung');
    expect(releases.results.every((hit) => hit.type !== 'press-release' || hit.date)).toBe(true);
    const study = await others('de', 'Gesang');
    expect(study.results.every((hit) => hit.date === null)).toBe(true);
  });
});

describe('pages are found by the text of their blocks (spec 1)', () => {
  it.each([
    ['de', 'Gegründet', 'Hochschule', '/de/hochschule'],
    ['en', 'founded', 'University', '/en/university'],
    ['de', 'Studierende', 'Hochschule', '/de/hochschule'],
  ] as const)('%s "%s" finds the page %s', async (locale, query, title, url) => {
    const hits = await others(locale, query);
    expect(hits.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'page', title, url })]),
    );
  });

  it("never finds the text of an offline page; a page's own title ranks above text", async () => {
    expect((await others('de', 'öffentlich')).results.map((hit) => hit.title)).not.toContain(
      'Entwurf',
    );
    const history = await others('de', 'Geschichte');
    expect(history.results[0]?.title).toBe('Geschichte');
  });
});

describe('the text of a page follows every save of its blocks (migration 0021)', () => {
  it('finds a word as soon as a block holds it, and no longer once it is gone', async () => {
    const { rows } = await sql<{ id: number }>`select module.id from module
      join page on page.id = module.object_id and module.content_type = 'pageeditor.page'
      where page.slug = 'leitbild' and module.locale = 'de' limit 1`.execute(server.db);
    const id = rows[0]?.id ?? 0;
    const found = async () => (await others('de', 'Zauberflötenprobe')).results.map((h) => h.title);
    expect(await found()).toEqual([]);
    await sql`update module set data = data || '{"note": "Zauberflötenprobe"}'::jsonb
      where id = ${id}`.execute(server.db);
    expect(await found()).toEqual(['Leitbild']);
    await sql`update module set data = data - 'note' where id = ${id}`.execute(server.db);
    expect(await found()).toEqual([]);
  });
});

describe('events in the search (spec 1: upcoming first)', () => {
  it('lists events to come first, soonest first, then past ones, newest first', async () => {
    const page = v.parse(
      searchResultPageSchema,
      (await server.getJson('/de/api/search/events/?query=konzert')).body,
    );
    const dates = page.results.map((hit) => new Date(hit.date ?? 0).getTime());
    const now = testToday.getTime();
    const upcoming = dates.filter((date) => date >= now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(dates.slice(0, upcoming.length)).toEqual([...upcoming].sort((a, b) => a - b));
    const past = dates.slice(upcoming.length);
    expect(past).toEqual([...past].sort((a, b) => b - a));
  });
});

describe('GET /{locale}/api/search/suggestions/', () => {
  const suggest = async (locale: 'de' | 'en', query: string) =>
    v.parse(
      searchSuggestionsSchema,
      (await server.getJson(`/${locale}/api/search/suggestions/?query=${query}`)).body,
    );

  it('gives each suggestion its type and events their date, those to come first', async () => {
    const list = await suggest('de', 'semesterkonzert');
    const events = list.filter((item) => item.type === 'event');
    expect(events.length).toBeGreaterThan(1);
    expect(events.every((item) => item.date !== null)).toBe(true);
    const past = (item: { date: string | null }) => new Date(item.date ?? 0) < testToday;
    const firstPast = events.findIndex(past);
    expect(firstPast).toBeGreaterThan(0);
    expect(events.slice(firstPast).every(past)).toBe(true);
  });

  it('suggests study programmes, application pages and press in both languages', async () => {
    expect(await suggest('de', 'gesang')).toEqual(
      expect.arrayContaining([{ title: 'Gesang', type: 'programme', date: null }]),
    );
    expect(await suggest('en', 'application voice')).toEqual(
      expect.arrayContaining([{ title: 'Application Voice', type: 'application', date: null }]),
    );
    expect((await suggest('de', 'pressemitt')).map((item) => item.type)).toContain('press-release');
  });

  it('answers any input safely, nothing below 2 characters', async () => {
    for (const query of ["'); drop table module; --", '%_%', 'ä'.repeat(500), '!!! & | :*'])
      expect(
        (await server.getJson(`/de/api/search/suggestions/?query=${encodeURIComponent(query)}`))
          .status,
      ).toBe(200);
    expect(await suggest('en', 'a')).toEqual([]);
  });

  it('keeps the autocomplete of spec 7 a list of titles', async () => {
    const titles = (await server.getJson('/de/api/search/autocomplete/?query=gesang')).body;
    expect(titles).toContain('Gesang');
  });
});
