import { eventPageSchema, moduleSchema, type Locale } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
  // Event 30 is offline: a block may still refer to it, visitors never see it.
  await server.db.updateTable('event').set({ is_online: false }).where('id', '=', 30).execute();
});
afterAll(() => server.close());

const locales: Locale[] = ['de', 'en'];
/** The block's order, with an offline event (30) and a repeated one (5). */
const chosen = [40, 5, 30, 12, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 13, 5];
const shown = [40, 5, 12, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 13];

const createModule = async (locale: Locale, body: Record<string, unknown>) => {
  const response = await server.app.request(`/${locale}/pageeditor-api/module/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return v.parse(moduleSchema, await response.json()).id;
};
const pageId = async (slug: string) =>
  (
    await server.db
      .selectFrom('page')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  ).id;
/** An Events List block with the `chosen` events in a new section of the page `owner`. */
const eventList = async (locale: Locale, owner: string) => {
  const section = await createModule(locale, {
    model: 'ContainerModule',
    layout: 0,
    content_type: 'pageeditor.page',
    object_id: await pageId(owner),
  });
  return createModule(locale, {
    model: 'EventListModule',
    headline: 'Events',
    children: chosen,
    parent: section,
  });
};
const path = (locale: Locale, id: number, query = '') =>
  `/${locale}/api/events/pagemodule/${id}/${query}`;
const read = async (url: string, init?: RequestInit) =>
  v.parse(eventPageSchema, (await server.getJson(url, init)).body);

describe.each(locales)('GET /%s/api/events/pagemodule/{moduleId}/ (spec 7)', (locale) => {
  it("answers the block's online events in block order, 12 per page, in the language asked", async () => {
    const id = await eventList(locale, 'hochschule');
    const first = await read(path(locale, id));
    expect(first.count).toBe(shown.length);
    expect(first.results.map((event) => event.id)).toEqual(shown.slice(0, 12));
    expect(first).toMatchObject({ previous: null, next: `${path(locale, id)}?page=2` });
    expect(first.results[0]?.urls[locale]).toMatch(
      new RegExp(`^/${locale}/${locale === 'de' ? 'veranstaltungen' : 'events'}/[a-z0-9-]+/40$`),
    );
    const title = (
      await server.db
        .selectFrom('event')
        .select(['title_de', 'title_en'])
        .where('id', '=', 40)
        .executeTakeFirstOrThrow()
    )[`title_${locale}`];
    expect(first.results[0]?.title).toBe(title);
    const second = await read(path(locale, id, '?page=2'));
    expect(second.results.map((event) => event.id)).toEqual(shown.slice(12));
    expect(second).toMatchObject({ previous: `${path(locale, id)}?page=1`, next: null });
    for (const query of ['?page=3', '?page=0', '?page=x'])
      expect((await server.getJson(path(locale, id, query))).status).toBe(404);
  });

  it('answers the seeded Events List of the block catalogue', async () => {
    const seeded = await server.db
      .selectFrom('module')
      .select('id')
      .where('model', '=', 'EventListModule')
      .where('locale', '=', locale)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await read(path(locale, seeded.id))).results.map((event) => event.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('answers 404 for a missing module, another block, or a block of the other language', async () => {
    const section = await createModule(locale, { model: 'ContainerModule', layout: 0 });
    const headline = await createModule(locale, {
      model: 'HeadlineModule',
      headline_level: 2,
      content: 'Kein Event',
      parent: section,
    });
    const otherLanguage = await eventList(locale === 'de' ? 'en' : 'de', 'hochschule');
    for (const id of [424242, section, headline, otherLanguage]) {
      const response = await server.getJson(path(locale, id));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('hides a block of an unpublished page from visitors, not from editors', async () => {
    const id = await eventList(locale, 'entwurf');
    expect((await server.getJson(path(locale, id))).status).toBe(404);
    const asEditor = await server.getJson(path(locale, id), { headers });
    expect(asEditor.status).toBe(200);
    expect(asEditor.response.headers.get('cache-control')).toBe('private, no-store');
    expect(v.parse(eventPageSchema, asEditor.body).count).toBe(shown.length);
  });

  it('answers an empty page for a block without events', async () => {
    const section = await createModule(locale, { model: 'ContainerModule', layout: 0 });
    const empty = await createModule(locale, {
      model: 'EventListModule',
      headline: '',
      children: [],
      parent: section,
    });
    expect(await read(path(locale, empty))).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});
