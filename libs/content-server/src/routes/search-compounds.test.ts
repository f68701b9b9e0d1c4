import { searchResultPageSchema, searchResultsSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
  // Real German compounds around the words searched for, and one plain "Konzert".
  const day = (offset: number) => new Date(testToday.getTime() - offset * 86_400_000);
  const news = [
    ['Konzert im Park', 'Das Sinfonieorchester spielt draußen.', 10],
    ['Kammermusikabend im Foyer', 'Studierende spielen Werke von Brahms.', 2],
    ['Bühnenbildklasse zeigt Modelle', 'Die Abschlussarbeiten der Szenografie.', 3],
    ['Neues aus der Hochschule', 'Die Jahresausstellung beginnt mit einem Eröffnungskonzert.', 1],
  ] as const;
  await server.db
    .insertInto('news')
    .values(
      news.map(([title, teaser, age], index) => ({
        slug_de: `kompositum-${index}`,
        slug_en: `compound-${index}`,
        title_de: title,
        title_en: title,
        teaser_de: teaser,
        teaser_en: teaser,
        published_at: day(age),
      })),
    )
    .execute();
});
afterAll(() => server.close());

const search = async (path: string) =>
  v.parse(searchResultsSchema, (await server.getJson(path)).body);
const titles = (hits: { title: string }[]) => hits.map((hit) => hit.title);

describe('German search finds words inside compounds (DESIGN.md 4)', () => {
  it('"konzert" finds the Semesterkonzert events and the Orchesterkonzert news', async () => {
    const all = await search('/de/api/search/?query=konzert');
    expect(all.events.count).toBeGreaterThanOrEqual(8);
    expect(titles(all.events.results).every((title) => /konzert/i.test(title))).toBe(true);
    expect(titles(all.events.results)).toEqual(
      expect.arrayContaining([expect.stringContaining('Semesterkonzert')]),
    );
    const news = v.parse(
      searchResultPageSchema,
      (await server.getJson('/de/api/search/news/?query=konzert&page=1')).body,
    );
    const everyNews = [...news.results];
    for (let page = 2; page <= Math.ceil(news.count / 12); page++) {
      everyNews.push(
        ...v.parse(
          searchResultPageSchema,
          (await server.getJson(`/de/api/search/news/?query=konzert&page=${page}`)).body,
        ).results,
      );
    }
    expect(titles(everyNews).filter((title) => title.startsWith('Orchesterkonzert'))).toHaveLength(
      8,
    );
  });

  it('ranks the word itself above compounds, and a compound in a title above one in the text', async () => {
    const news = (await search('/de/api/search/?query=konzert')).news.results;
    expect(news[0]?.title).toBe('Konzert im Park');
    const positions = (title: string) => titles(news).findIndex((found) => found.startsWith(title));
    expect(positions('Orchesterkonzert')).toBeGreaterThan(0);
    const inText = (await search('/de/api/search/?query=eroffnungskonzert')).news;
    expect(titles(inText.results)).toContain('Neues aus der Hochschule');
  });

  it('finds the middle and end of compounds, ignoring umlauts', async () => {
    expect(titles((await search('/de/api/search/?query=musikabend')).news.results)).toContain(
      'Kammermusikabend im Foyer',
    );
    expect(titles((await search('/de/api/search/?query=bild')).news.results)).toContain(
      'Bühnenbildklasse zeigt Modelle',
    );
    expect(
      titles((await search('/de/api/search/?query=buhnenbild%20modelle')).news.results),
    ).toContain('Bühnenbildklasse zeigt Modelle');
  });

  it('needs every word, and does not look for two-letter words inside others', async () => {
    expect(
      titles((await search('/de/api/search/?query=kammermusik%20orchester')).news.results),
    ).not.toContain('Kammermusikabend im Foyer');
    const short = await search('/de/api/search/?query=ik');
    expect(titles(short.news.results)).not.toContain('Kammermusikabend im Foyer');
  });
});
