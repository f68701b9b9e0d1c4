import { autocompleteSchema, searchResultPageSchema, searchResultsSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const suggest = async (path: string) =>
  v.parse(autocompleteSchema, (await server.getJson(path)).body);

describe('GET /{locale}/api/search/autocomplete/', () => {
  it('suggests nothing below 2 characters', async () => {
    expect(await suggest('/de/api/search/autocomplete/?query=k')).toEqual([]);
    expect(await suggest('/de/api/search/autocomplete/')).toEqual([]);
  });

  it('finds titles by prefix, ignoring accents', async () => {
    expect(await suggest('/de/api/search/autocomplete/?query=kunste')).toContain('Tag der Künste');
    const orchestra = await suggest('/en/api/search/autocomplete/?query=orch');
    expect(orchestra.length).toBeGreaterThan(0);
    expect(orchestra.every((title) => title.toLowerCase().includes('orch'))).toBe(true);
    expect(await suggest('/de/api/search/autocomplete/?query=schäfer')).toEqual(
      expect.arrayContaining([expect.stringContaining('Schäfer')]),
    );
  });

  it('tolerates a typo (trigram similarity)', async () => {
    expect(await suggest('/de/api/search/autocomplete/?query=orchesterkozert')).toEqual(
      expect.arrayContaining([expect.stringContaining('Orchesterkonzert')]),
    );
  });

  it('never suggests unpublished content', async () => {
    expect(await suggest('/de/api/search/autocomplete/?query=entwurf')).toEqual([]);
    await server.db
      .updateTable('news')
      .set({ is_online: false })
      .where('title_de', '=', 'Preis für Bildhauerei Nr. 5')
      .execute();
    expect(
      await suggest('/de/api/search/autocomplete/?query=preis für bildhauerei nr. 5'),
    ).not.toContain('Preis für Bildhauerei Nr. 5');
  });
});

describe('GET /{locale}/api/search/', () => {
  it('answers the first page of every category, ranked', async () => {
    const all = v.parse(
      searchResultsSchema,
      (await server.getJson('/de/api/search/?query=orchesterkonzert')).body,
    );
    expect(all.news.count).toBe(8);
    expect(all.news.results[0]?.url).toMatch(/^\/de\/neuigkeiten\/orchesterkonzert-\d+\/\d+$/);
    expect(all.persons.count).toBe(0);
    const english = v.parse(
      searchResultsSchema,
      (await server.getJson('/en/api/search/?query=concerts')).body,
    );
    expect(english.news.count).toBeGreaterThan(0);
    expect(english.others.results.map((hit) => hit.title)).toContain('Festival of the Arts');
  });

  it('ranks the better match first', async () => {
    const hits = v.parse(
      searchResultPageSchema,
      (await server.getJson('/de/api/search/others/?query=künste')).body,
    );
    expect(hits.results[0]?.title).toBe('Tag der Künste');
  });

  it('pages a category and answers 404 beyond the end', async () => {
    const first = v.parse(
      searchResultPageSchema,
      (await server.getJson('/en/api/search/persons/?query=professor')).body,
    );
    expect(first.count).toBeGreaterThan(12);
    expect(first.next).toBe('/en/api/search/persons/?page=2&query=professor');
    expect(
      first.results.every((hit) => hit.category === 'persons' && hit.url.startsWith('/en/person/')),
    ).toBe(true);
    expect((await server.getJson('/en/api/search/persons/?query=professor&page=9')).status).toBe(
      404,
    );
    expect((await server.getJson('/en/api/search/nothing/?query=x')).status).toBe(404);
  });

  it('accepts any input safely and hides offline pages', async () => {
    for (const query of ["'); drop table news; --", '!!! & | :*', 'a'.repeat(500)]) {
      expect(
        (await server.getJson(`/de/api/search/?query=${encodeURIComponent(query)}`)).status,
      ).toBe(200);
    }
    const hidden = v.parse(
      searchResultPageSchema,
      (await server.getJson('/de/api/search/others/?query=entwurf')).body,
    );
    expect(hidden.count).toBe(0);
  });
});

describe('search hit images', () => {
  it('are small derivatives: the thumbnail, for persons the portrait crop', async () => {
    const news = v.parse(
      searchResultPageSchema,
      (await server.getJson('/de/api/search/news/?query=Abschlussausstellung')).body,
    );
    const newsImages = news.results.flatMap((hit) => (hit.image_url ? [hit.image_url] : []));
    expect(newsImages.length).toBeGreaterThan(0);
    for (const url of newsImages) expect(url).toMatch(/^\/media\/derivatives\/.+-thumbnail\.webp$/);
    const persons = v.parse(
      searchResultPageSchema,
      (await server.getJson('/en/api/search/persons/?query=Bauer')).body,
    );
    const portraits = persons.results.flatMap((hit) => (hit.image_url ? [hit.image_url] : []));
    expect(portraits.length).toBeGreaterThan(0);
    for (const url of portraits) expect(url).toMatch(/-vertical\.webp$/);
  });
});
