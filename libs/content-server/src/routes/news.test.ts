import { createClient, NotFoundError } from '@aula/api-client';
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
    expect(page.count).toBe(36);
    expect(page.results).toHaveLength(12);
    expect(page.results[0]?.title).toBe('Abschlussausstellung Nr. 1');
    expect(page.previous).toBeNull();
    expect(page.next).toBe('/de/api/news/?page=2');
  });

  it('answers English fields under /en', async () => {
    const page = await client.news.list('en');
    expect(page.results[0]).toMatchObject({ title: 'Graduate exhibition no. 1', slug: 'graduate-exhibition-1', category: 'University' });
  });

  it('links back from the last page and has no next', async () => {
    const page = await client.news.list('en', { page: 3 });
    expect(page.results).toHaveLength(12);
    expect(page.next).toBeNull();
    expect(page.previous).toBe('/en/api/news/?page=2');
  });

  it('answers 404 with a JSON error for a page beyond the end or a bad page number', async () => {
    await expect(client.news.list('de', { page: 4 })).rejects.toBeInstanceOf(NotFoundError);
    for (const query of ['page=0', 'page=abc', 'page=-1', 'page=99999999999']) {
      const response = await server.app.request(`/de/api/news/?${query}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('hides offline news', async () => {
    await server.db.updateTable('news').set({ is_online: false }).where('slug_de', '=', 'abschlussausstellung-1').execute();
    const page = await client.news.list('de');
    expect(page.count).toBe(35);
    expect(page.results.map((item) => item.slug)).not.toContain('abschlussausstellung-1');
  });

  it('answers 404 for an unknown locale', async () => {
    const response = await server.app.request('/fr/api/news/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });
});
