import {
  adminEntrySchema,
  adminListSchema,
  adminRevisionsSchema,
  csrfHeaderName,
} from '@aula/api-client';
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
const send = (
  path: string,
  body: unknown,
  method = 'POST',
  init: Record<string, string> = headers,
) =>
  server.app.request(`${base}/${path}`, {
    method,
    headers: init,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const list = async (query: string) => {
  const { body } = await server.getJson(`${base}/news/${query}`, { headers });
  if (!v.is(adminListSchema, body))
    throw new Error(`${JSON.stringify(body)} ${String(server.errors.at(-1))}`);
  return body;
};
const news = (values: Record<string, unknown> = {}) => ({
  title_de: 'Testfest der Künste',
  title_en: 'Test festival of the arts',
  published_at: '2026-06-20T18:00',
  is_online: true,
  ...values,
});

describe('admin entities (DESIGN.md 9)', () => {
  it('refuses visitors and writes without the CSRF token', async () => {
    expect((await server.app.request(`${base}/news/`)).status).toBe(401);
    const noToken = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== csrfHeaderName),
    );
    expect((await send('news/', news(), 'POST', noToken)).status).toBe(403);
  });

  it('creates a news item in both languages with unique slugs per language, and revalidates its tags', async () => {
    server.revalidations.length = 0;
    const first = v.parse(adminEntrySchema, await (await send('news/', news())).json());
    const second = v.parse(adminEntrySchema, await (await send('news/', news())).json());
    expect(first.values).toMatchObject({
      slug_de: 'testfest-der-kuenste',
      slug_en: 'test-festival-of-the-arts',
      published_at: '2026-06-20T18:00',
    });
    expect(second.values).toMatchObject({
      slug_de: 'testfest-der-kuenste-2',
      slug_en: 'test-festival-of-the-arts-2',
    });
    expect(first.urls?.de).toBe(`/de/neuigkeiten/testfest-der-kuenste/${first.id}`);
    expect(server.revalidations[0]).toEqual(['news-list', `news-${first.id}`]);
    const row = await server.db
      .selectFrom('news')
      .select('published_at')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.published_at.toISOString()).toBe('2026-06-20T16:00:00.000Z');
  });

  it('refuses bad input with translated field errors and changes nothing', async () => {
    const before = (await list('')).count;
    const response = await send('news/', {
      title_de: '',
      published_at: '31.02.2026',
      is_online: 'yes',
      evil: 1,
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(errors['title_de']).toEqual(['validation.required']);
    expect(errors['published_at']).toEqual(['admin.validation.date']);
    expect((await send('news/', 'not json')).status).toBe(400);
    expect((await server.getJson(`${base}/news/?sort=password`, { headers })).status).toBe(400);
    expect((await server.getJson(`${base}/nothing/`, { headers })).status).toBe(404);
    expect((await list('')).count).toBe(before);
  });

  it("checks a person's e-mail address with spec 5's message, and keeps a valid one", async () => {
    const person = { first_name: 'Ada', last_name: 'Muster', is_online: true };
    const refused = await send('person/', { ...person, email: 'ada at example.org' });
    expect(refused.status).toBe(400);
    const { errors } = (await refused.json()) as { errors: Record<string, string[]> };
    expect(errors['email']).toEqual(['validation.emailAddressInvalid']);
    const saved = await send('person/', { ...person, email: ' ada@example.org ' });
    expect(v.parse(adminEntrySchema, await saved.json()).values).toMatchObject({
      email: 'ada@example.org',
    });
  });

  it('flags a missing English translation', async () => {
    const created = v.parse(
      adminEntrySchema,
      await (await send('news/', news({ title_de: 'Nur deutsch', title_en: '' }))).json(),
    );
    expect(created.missing).toEqual(['en']);
    expect(created.values['slug_en']).toBe('nur-deutsch');
  });

  it('searches, filters and sorts the list', async () => {
    const found = await list('?search=testfest');
    expect(found.count).toBeGreaterThanOrEqual(2);
    expect(found.results.every((row) => row.title.includes('Testfest'))).toBe(true);
    const offline = await list('?published=false');
    expect(offline.results.every((row) => row.cells['is_online'] === false)).toBe(true);
    const byTitle = await list('?sort=title');
    const titles = byTitle.results.map((row) => row.title);
    expect(titles).toEqual([...titles].sort());
    // Every column the list shows sorts it, the published state too (offline first).
    await send('news/', news({ title_de: 'Noch offline', is_online: false }));
    const byState = await list('?sort=is_online');
    const states = byState.results.map((row) => row.cells['is_online']);
    expect(states).toEqual([...states].sort((a, b) => Number(a) - Number(b)));
    expect(states[0]).toBe(false);
    expect((await server.getJson(`${base}/news/?sort=-body`, { headers })).status).toBe(400);
    const june = await list('?since=2026-06-20&until=2026-06-20');
    expect(june.results.map((row) => row.title)).toContain('Testfest der Künste');
  });

  it('changing a slug redirects the old address, keeps revisions and restores one', async () => {
    const created = v.parse(
      adminEntrySchema,
      await (await send('news/', news({ title_de: 'Alter Titel', title_en: 'Old title' }))).json(),
    );
    const changed = v.parse(
      adminEntrySchema,
      await (
        await send(`news/${created.id}/`, {
          ...created.values,
          title_de: 'Neuer Titel',
          slug_de: '',
          slug_en: 'new-title',
        })
      ).json(),
    );
    expect(changed.values).toMatchObject({ slug_de: 'neuer-titel', slug_en: 'new-title' });
    const redirects = await server.db
      .selectFrom('redirect')
      .selectAll()
      .where('new_path', 'in', [changed.urls!.de, changed.urls!.en])
      .execute();
    expect(redirects.map((row) => row.old_path).sort()).toEqual([
      `/de/neuigkeiten/alter-titel/${created.id}`,
      `/en/news/old-title/${created.id}`,
    ]);
    const lookup = await server.getJson(
      `/de/pageeditor-api/redirect/neuigkeiten/alter-titel/${created.id}`,
    );
    expect(lookup.body).toEqual({ new_path: changed.urls!.de });

    const revisions = v.parse(
      adminRevisionsSchema,
      (await server.getJson(`${base}/news/${created.id}/revisions/`, { headers })).body,
    );
    expect(revisions.map((revision) => revision.title)).toEqual(['Neuer Titel', 'Alter Titel']);
    const restored = v.parse(
      adminEntrySchema,
      await (
        await send(`news/${created.id}/revisions/${revisions[1]!.id}/restore/`, undefined)
      ).json(),
    );
    expect(restored.values).toMatchObject({ title_de: 'Alter Titel', slug_de: 'alter-titel' });
    // Renamed back: the redirect from the restored address is gone, the newer one leads back.
    const back = await server.getJson(
      `/de/pageeditor-api/redirect/neuigkeiten/neuer-titel/${created.id}`,
    );
    expect(back.body).toEqual({ new_path: `/de/neuigkeiten/alter-titel/${created.id}` });
    expect(
      (await server.getJson(`/de/pageeditor-api/redirect/neuigkeiten/alter-titel/${created.id}`))
        .status,
    ).toBe(404);
  });

  it('a changed slug also revalidates the sections that link to the entry; a save without one does not', async () => {
    const created = v.parse(
      adminEntrySchema,
      await (
        await send('news/', news({ title_de: 'Verlinkte Neuigkeit', title_en: 'Linked news' }))
      ).json(),
    );
    const block = await server.db
      .selectFrom('module')
      .select(['id', 'data', 'parent_id'])
      .where('model', '=', 'TextModule')
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('module')
      .set({
        data: JSON.stringify({
          ...block.data,
          content: `<p><a href="${created.urls!.en}">Linked</a></p>`,
        }),
      })
      .where('id', '=', block.id)
      .execute();
    const linking = (tags: string[] | undefined) =>
      (tags ?? []).filter((tag) => /^(module|page|section)-/.test(tag));
    server.revalidations.length = 0;
    await send(`news/${created.id}/`, { ...created.values, teaser_de: 'Nur der Anreißer.' });
    expect(linking(server.revalidations[0])).toEqual([]);
    server.revalidations.length = 0;
    await send(`news/${created.id}/`, { ...created.values, slug_en: 'renamed-linked-news' });
    expect(server.revalidations[0]).toEqual(
      expect.arrayContaining([`news-${created.id}`, expect.stringMatching(/^module-\d+$/)]),
    );
    expect(linking(server.revalidations[0]).length).toBeGreaterThan(0);
  });

  it('deletes after which undo brings the entry back under its id', async () => {
    const created = v.parse(
      adminEntrySchema,
      await (await send('news/', news({ title_de: 'Kurzlebig' }))).json(),
    );
    expect((await send(`news/${created.id}/`, undefined, 'DELETE')).status).toBe(204);
    expect((await server.getJson(`${base}/news/${created.id}/`, { headers })).status).toBe(404);
    const back = v.parse(
      adminEntrySchema,
      await (await send(`news/${created.id}/undelete/`, undefined)).json(),
    );
    expect(back).toMatchObject({ id: created.id, values: { title_de: 'Kurzlebig' } });
  });

  it('keeps each entity to its own rows (press articles are not releases)', async () => {
    const article = v.parse(
      adminEntrySchema,
      await (
        await send('pressArticle/', { title_de: 'Artikel', published_at: '2026-01-02T10:00' })
      ).json(),
    );
    expect((await server.getJson(`${base}/pressRelease/${article.id}/`, { headers })).status).toBe(
      404,
    );
    const row = await server.db
      .selectFrom('press_item')
      .select('kind')
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('article');
  });

  it('checks that a redirect target exists and that its old path is a site path', async () => {
    const missing = await send('redirect/', {
      old_path: '/de/ganz-alt',
      new_path: '/de/gibt-es-nicht-xyz',
    });
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      new_path: ['admin.validation.targetMissing'],
    });
    const bad = await send('redirect/', { old_path: 'kein pfad', new_path: '/de/neuigkeiten' });
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      old_path: ['admin.validation.oldPath'],
    });
    expect(
      (await send('redirect/', { old_path: '/de/ganz-alt', new_path: '/de/neuigkeiten' })).status,
    ).toBe(201);
    expect((await server.getJson('/de/pageeditor-api/redirect/ganz-alt')).body).toEqual({
      new_path: '/de/neuigkeiten',
    });
  });
});
