import {
  calendarSchema,
  categoriesSchema,
  createClient,
  newsDetailSchema,
  newsPageSchema,
  NotFoundError,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let server: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  server = await createTestApp();
  client = createClient({ baseUrl: 'http://content.test', fetch: server.fetch });
});
afterAll(() => server.close());

describe('GET /{locale}/api/news/', () => {
  it('answers the first page of 12, newest first, in German', async () => {
    const page = await client.news.list('de', { page: 1 });
    expect(page.count).toBe(48);
    expect(page.results).toHaveLength(12);
    expect(page.results[0]?.title).toBe('Abschlussausstellung Nr. 1');
    expect(page.previous).toBeNull();
    expect(page.next).toBe('/de/api/news/?page=2');
  });

  it('answers English fields under /en', async () => {
    const page = await client.news.list('en');
    expect(page.results[0]).toMatchObject({
      title: 'Graduate exhibition no. 1',
      slug: 'graduate-exhibition-1',
      category: 'Art and Design',
    });
  });

  it('links back from the last page and has no next', async () => {
    const page = await client.news.list('en', { page: 4 });
    expect(page.results).toHaveLength(12);
    expect(page.next).toBeNull();
    expect(page.previous).toBe('/en/api/news/?page=3');
  });

  it('answers 404 with a JSON error for a page beyond the end or a bad page number', async () => {
    await expect(client.news.list('de', { page: 5 })).rejects.toBeInstanceOf(NotFoundError);
    for (const query of ['page=0', 'page=abc', 'page=-1', 'page=99999999999']) {
      const response = await server.app.request(`/de/api/news/?${query}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('hides offline news', async () => {
    await server.db
      .updateTable('news')
      .set({ is_online: false })
      .where('slug_de', '=', 'abschlussausstellung-1')
      .execute();
    const page = await client.news.list('de');
    expect(page.count).toBe(47);
    expect(page.results.map((item) => item.slug)).not.toContain('abschlussausstellung-1');
  });

  it('answers 404 for an unknown locale', async () => {
    const response = await server.app.request('/fr/api/news/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('news filters, categories, calendar and detail', () => {
  it('lists the categories per language', async () => {
    const de = await server.getJson('/de/api/news/categories/');
    const en = await server.getJson('/en/api/news/categories/');
    expect(v.parse(categoriesSchema, de.body).map((category) => category.name)).toEqual([
      'Hochschule',
      'Musik',
      'Kunst und Design',
      'Forschung',
    ]);
    expect(v.parse(categoriesSchema, en.body).map((category) => category.slug)).toEqual([
      'university',
      'music',
      'art-and-design',
      'research',
    ]);
  });

  it('filters by category slug of either language and keeps the filter in the page links', async () => {
    const { body } = await server.getJson('/en/api/news/?category=music');
    const page = v.parse(newsPageSchema, body);
    expect(page.count).toBe(16);
    expect(page.results.every((item) => item.category === 'Music')).toBe(true);
    const german = v.parse(
      newsPageSchema,
      (await server.getJson('/de/api/news/?category=musik&category=forschung')).body,
    );
    expect(german.count).toBe(24);
    expect(german.next).toBe('/de/api/news/?page=2&category=musik&category=forschung');
  });

  it('filters by day (dd.mm.yyyy in Berlin) and answers the calendar of days', async () => {
    const calendar = v.parse(calendarSchema, (await server.getJson('/de/api/news/calendar/')).body);
    expect(calendar).toHaveLength(47);
    const { body } = await server.getJson('/de/api/news/calendar/');
    expect((body as string[])[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const day = v.parse(
      newsPageSchema,
      (await server.getJson('/de/api/news/?date=23.10.2026')).body,
    );
    expect(day.results.map((item) => item.title)).toEqual(['Orchesterkonzert Nr. 2']);
  });

  it('filters by faculty and ignores invalid filter values', async () => {
    const faculty = v.parse(newsPageSchema, (await server.getJson('/de/api/news/?faculty=1')).body);
    expect(faculty.count).toBeGreaterThan(0);
    expect(faculty.count).toBeLessThan(47);
    const invalid = await server.getJson('/de/api/news/?date=31.02.2026&faculty=abc');
    expect(invalid.status).toBe(200);
  });

  it('answers a news entry with its urls per language and 404 for an unknown or offline one', async () => {
    const { body } = await server.getJson('/en/api/news/2/');
    const detail = v.parse(newsDetailSchema, body);
    expect(detail).toMatchObject({
      title: 'Orchestra concert no. 2',
      urls: { de: '/de/neuigkeiten/orchesterkonzert-2/2', en: '/en/news/orchestra-concert-2/2' },
      body_slug: 'news-2-body',
    });
    expect((await server.getJson('/de/api/news/9999/')).status).toBe(404);
    expect((await server.getJson('/de/api/news/1/')).status).toBe(404);
  });
});
