import { exampleSchema, examplePageSchema, type Locale } from '@aula/api-client';
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

const locales: Locale[] = ['de', 'en'];
const titles = { de: 'Offene Ateliers', en: 'Open studios' } as const;

const page = async (path: string) => v.parse(examplePageSchema, (await server.getJson(path)).body);
const entry = async (locale: Locale, id: number) =>
  v.parse(exampleSchema, (await server.getJson(`/${locale}/api/example/${id}/`)).body);
const send = (
  locale: Locale,
  path: string,
  body: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
) =>
  server.app.request(`/${locale}/api/example/${path}`, {
    method: init.method ?? 'POST',
    headers: init.headers ?? headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const remove = (locale: Locale, path: string, init: { headers?: Record<string, string> } = {}) =>
  server.app.request(`/${locale}/api/example/${path}`, {
    method: 'DELETE',
    headers: init.headers ?? headers,
  });
const stored = () => server.db.selectFrom('example').selectAll().orderBy('id').execute();

describe.each(locales)('GET /%s/api/example/ (spec 7)', (locale) => {
  it('lists the entries in order, 12 per page, in the language asked', async () => {
    const first = await page(`/${locale}/api/example/`);
    expect(first.count).toBe(15);
    expect(first.results).toHaveLength(12);
    expect(first.results[0]).toMatchObject({ id: 1, title: titles[locale], order: 0, version: 1 });
    expect(first.results.map((item) => item.order)).toEqual(
      [...first.results.map((item) => item.order)].sort((a, b) => a - b),
    );
    expect(first).toMatchObject({ previous: null, next: `/${locale}/api/example/?page=2` });
    const second = await page(`/${locale}/api/example/?page=2`);
    expect(second.results).toHaveLength(3);
    expect(second).toMatchObject({ previous: `/${locale}/api/example/?page=1`, next: null });
  });

  it('answers 404 JSON past the end and for a page that is not one', async () => {
    for (const query of ['?page=3', '?page=0', '?page=abc']) {
      const response = await server.getJson(`/${locale}/api/example/${query}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('answers one entry to everyone, 404 for an unknown one', async () => {
    expect(await entry(locale, 1)).toMatchObject({ id: 1, title: titles[locale] });
    const unknown = await server.getJson(`/${locale}/api/example/4242/`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });
});

describe.each(locales)('example writes in %s: who may write', (locale) => {
  it('answers 401 to visitors and stores nothing', async () => {
    const before = await stored();
    const token = await server.csrfToken();
    const anonymous = {
      cookie: `csrftoken=${token}`,
      'X-CSRFToken': token,
      'content-type': 'application/json',
    };
    expect((await send(locale, '', { title: 'Neu' }, { headers: anonymous })).status).toBe(401);
    expect(
      (await send(locale, '1/', { title: 'Neu', version: 1 }, { headers: anonymous })).status,
    ).toBe(401);
    expect((await remove(locale, '1/', { headers: anonymous })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('answers 403 to a missing, wrong or foreign CSRF token and to another site, and stores nothing', async () => {
    const before = await stored();
    const noHeader = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== 'X-CSRFToken'),
    );
    const wrong = {
      ...headers,
      'X-CSRFToken': 'wrong',
      cookie: headers['cookie']?.replace(/csrftoken=[^;]+/, 'csrftoken=wrong') ?? '',
    };
    const otherSession = (await server.login()).headers;
    const foreign = {
      ...headers,
      'X-CSRFToken': otherSession['X-CSRFToken'] ?? '',
      cookie:
        headers['cookie']?.replace(
          /csrftoken=[^;]+/,
          `csrftoken=${otherSession['X-CSRFToken'] ?? ''}`,
        ) ?? '',
    };
    const crossSite = { ...headers, 'Sec-Fetch-Site': 'cross-site' };
    for (const bad of [noHeader, wrong, foreign, crossSite]) {
      expect((await send(locale, '', { title: 'Neu' }, { headers: bad })).status).toBe(403);
      expect(
        (await send(locale, '1/', { title: 'Neu', version: 1 }, { headers: bad })).status,
      ).toBe(403);
      expect((await remove(locale, '1/', { headers: bad })).status).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 400 with field errors for an invalid body and stores nothing', async () => {
    const before = await stored();
    const cases: [unknown, string, string][] = [
      [{}, 'title', 'validation.required'],
      [{ title: '   ' }, 'title', 'validation.required'],
      [{ title: 'x'.repeat(201) }, 'title', 'validation.tooLong'],
      [{ title: 'T', text: 'x'.repeat(2001) }, 'text', 'validation.tooLong'],
      [{ title: 'T', order: -1 }, 'order', 'validation.option'],
    ];
    for (const [body, field, key] of cases) {
      for (const path of ['', '1/']) {
        const response = await send(
          locale,
          path,
          path ? { version: 1, ...(body as object) } : body,
        );
        expect(response.status).toBe(400);
        expect(
          ((await response.json()) as { errors: Record<string, string[]> }).errors[field],
        ).toEqual([key]);
      }
    }
    expect((await send(locale, '', 'not json')).status).toBe(400);
    const noVersion = await send(locale, '1/', { title: 'Ohne Version' });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ errors: { version: ['validation.required'] } });
    expect(await stored()).toEqual(before);
  });
});

describe.each(locales)('example writes in %s: the repository', (locale) => {
  const other: Locale = locale === 'de' ? 'en' : 'de';

  it('creates an entry last in both languages and announces the list and the entry', async () => {
    server.revalidations.length = 0;
    const response = await send(locale, '', { title: `  Neu ${locale} `, text: 'Text' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const created = v.parse(exampleSchema, await response.json());
    expect(created).toMatchObject({ title: `Neu ${locale}`, text: 'Text', version: 1 });
    expect(created.order).toBe(
      Math.max(
        ...(await stored()).filter((row) => row.id !== created.id).map((row) => row.position),
      ) + 1,
    );
    expect(await entry(other, created.id)).toMatchObject({ title: `Neu ${locale}` });
    expect(server.revalidations).toEqual([['example-list', `example-${created.id}`]]);
    const last = await page(`/${locale}/api/example/?page=2`);
    expect(last.results.at(-1)?.id).toBe(created.id);
  });

  it("updates the texts of the request's language only, naming the version; a stale version gets 409 with the current entry", async () => {
    const created = v.parse(
      exampleSchema,
      await (await send(locale, '', { title: 'Eins', text: 'A' })).json(),
    );
    server.revalidations.length = 0;
    const updated = await send(locale, `${created.id}/`, {
      title: 'Zwei',
      text: 'B',
      order: 0,
      version: created.version,
    });
    expect(updated.status).toBe(200);
    expect(v.parse(exampleSchema, await updated.json())).toMatchObject({
      id: created.id,
      title: 'Zwei',
      text: 'B',
      order: 0,
      version: 2,
    });
    expect(server.revalidations).toEqual([['example-list', `example-${created.id}`]]);
    expect(await entry(other, created.id)).toMatchObject({ title: 'Eins', text: 'A', version: 2 });
    const stale = await send(locale, `${created.id}/`, { title: 'Drei', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      current: { id: created.id, title: 'Zwei', version: 2 },
    });
    expect(await entry(locale, created.id)).toMatchObject({ title: 'Zwei', version: 2 });
    expect((await send(locale, '4242/', { title: 'X', version: 1 })).status).toBe(404);
  });

  it('deletes an entry (a stale version gets 409) and announces it', async () => {
    const created = v.parse(exampleSchema, await (await send(locale, '', { title: 'Weg' })).json());
    const stale = await remove(locale, `${created.id}/?version=7`);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { id: created.id, version: 1 } });
    server.revalidations.length = 0;
    expect((await remove(locale, `${created.id}/?version=1`)).status).toBe(204);
    expect(server.revalidations).toEqual([['example-list', `example-${created.id}`]]);
    expect((await server.getJson(`/${other}/api/example/${created.id}/`)).status).toBe(404);
    expect((await remove(locale, `${created.id}/`)).status).toBe(404);
  });
});
