import { adminBulkResultSchema, adminEntrySchema, csrfHeaderName } from '@aula/api-client';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
});
afterAll(() => server.close());

const base = '/de/api/admin/entities';
const post = (path: string, body: unknown, init: Record<string, string> = headers) =>
  server.app.request(`${base}/${path}`, {
    method: 'POST',
    headers: init,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const bulk = (entity: string, body: unknown) => post(`${entity}/bulk/`, body);
const createNews = async (title: string, online = true) =>
  v.parse(
    adminEntrySchema,
    await (
      await post('news/', {
        title_de: title,
        title_en: `${title} (en)`,
        published_at: '2026-05-04T10:00',
        is_online: online,
      })
    ).json(),
  ).id;
const onlineOf = async (ids: number[]) =>
  (
    await server.db
      .selectFrom('news')
      .select(['id', 'is_online'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
  ).map((row) => row.is_online);
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: Record<string, string[]> }).errors;

describe('bulk actions of an admin list (DESIGN.md 9)', () => {
  it('refuses visitors and writes without the CSRF token', async () => {
    const body = JSON.stringify({ action: 'delete', ids: [1] });
    const anonymous = { 'content-type': 'application/json' };
    expect((await post('news/bulk/', body, anonymous)).status).toBe(401);
    const noToken = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== csrfHeaderName),
    );
    expect((await post('news/bulk/', body, noToken)).status).toBe(403);
  });

  it('takes rows offline and publishes them, with a revision each, revalidating once', async () => {
    const ids = [await createNews('Bulk eins'), await createNews('Bulk zwei')];
    server.revalidations.length = 0;
    const offline = await bulk('news', { action: 'unpublish', ids });
    expect(v.parse(adminBulkResultSchema, await offline.json())).toEqual({
      action: 'unpublish',
      count: 2,
    });
    expect(await onlineOf(ids)).toEqual([false, false]);
    expect(server.revalidations.map((tags) => [...tags].sort())).toEqual([
      ['news-list', `news-${ids[0]}`, `news-${ids[1]}`].sort(),
    ]);
    const revisions = await server.db
      .selectFrom('admin_revision')
      .select('entity_id')
      .where('entity', '=', 'news/news')
      .where('entity_id', 'in', ids)
      .execute();
    expect(revisions).toHaveLength(4);
    // One of them published again first: the other one is changed (and revalidated) alone.
    await bulk('news', { action: 'publish', ids: [ids[0]] });
    server.revalidations.length = 0;
    const published = await bulk('news', { action: 'publish', ids });
    expect(await published.json()).toEqual({ action: 'publish', count: 2 });
    expect(await onlineOf(ids)).toEqual([true, true]);
    expect(server.revalidations).toEqual([['news-list', `news-${ids[1]}`]]);
  });

  it('deletes all the selected rows and revalidates their pages', async () => {
    const ids = [await createNews('Weg eins'), await createNews('Weg zwei')];
    server.revalidations.length = 0;
    const deleted = await bulk('news', { action: 'delete', ids: [...ids, ids[0]] });
    expect(await deleted.json()).toEqual({ action: 'delete', count: 2 });
    expect(await onlineOf(ids)).toEqual([]);
    expect([...(server.revalidations[0] ?? [])].sort()).toEqual(
      ['news-list', `news-${ids[0]}`, `news-${ids[1]}`].sort(),
    );
  });

  it('refuses bad input with a translated 400 and changes nothing', async () => {
    const ids = [await createNews('Bleibt', false)];
    const refused = async (entity: string, body: unknown) => {
      const response = await bulk(entity, body);
      expect(response.status).toBe(400);
      return errorsOf(response);
    };
    expect(await refused('news', { action: 'archive', ids })).toEqual({
      action: ['admin.bulk.unknownAction'],
    });
    expect(await refused('news', { action: 'publish', ids: [] })).toEqual({
      ids: ['admin.bulk.noneSelected'],
    });
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(await refused('news', { action: 'publish', ids: many })).toEqual({
      ids: ['admin.bulk.tooMany'],
    });
    expect(await refused('news', { action: 'publish', ids: ['1', -2] })).toEqual({
      'ids.0': ['admin.bulk.ids'],
      'ids.1': ['admin.bulk.ids'],
    });
    expect(await refused('news', 'not json')).toEqual({ '': ['admin.bulk.invalid'] });
    // An id that is no news item: nothing is published, not even the one that exists.
    expect(await refused('news', { action: 'publish', ids: [...ids, 999_999] })).toEqual({
      '': ['admin.bulk.missing'],
    });
    expect(await onlineOf(ids)).toEqual([false]);
    // A row of the same table but another entity (a press article is no press release).
    const article = v.parse(
      adminEntrySchema,
      await (
        await post('pressArticle/', { title_de: 'Artikel', published_at: '2026-01-02T10:00' })
      ).json(),
    );
    expect(await refused('pressRelease', { action: 'delete', ids: [article.id] })).toEqual({
      '': ['admin.bulk.missing'],
    });
    // An entity without a published state can only be deleted.
    expect(await refused('redirect', { action: 'publish', ids: [1] })).toEqual({
      '': ['admin.bulk.notPublishable'],
    });
    expect((await bulk('nothing', { action: 'delete', ids })).status).toBe(404);
  });

  it('deletes nothing when one of the rows is still in use (409, all or none)', async () => {
    const ids = [await createNews('Frei'), await createNews('Verwendet')];
    // A row that refers to the second news item and forbids its deletion (no cascade).
    await sql`create table bulk_guard (news_id integer references news (id))`.execute(server.db);
    await sql`insert into bulk_guard values (${ids[1]})`.execute(server.db);
    const response = await bulk('news', { action: 'delete', ids });
    expect(response.status).toBe(409);
    expect(await errorsOf(response)).toEqual({ '': ['admin.bulk.inUse'] });
    expect(await onlineOf(ids)).toEqual([true, true]);
  });
});
