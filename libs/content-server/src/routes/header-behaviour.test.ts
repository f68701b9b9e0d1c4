import { pageSchema, pageSettingsSchema, siteSettingsSchema, type Locale } from '@aula/api-client';
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

const idOf = async (slug: string) =>
  (
    await server.db
      .selectFrom('page')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  ).id;
const settingsOf = async (locale: Locale, id: number) =>
  v.parse(
    pageSettingsSchema,
    (await server.getJson(`/${locale}/pageeditor-api/page/${id}/settings/`, { headers })).body,
  );
const visitorPage = async (path: string) =>
  v.parse(pageSchema, (await server.getJson(`/de/pageeditor-api/page/${path}`)).body);
const siteSettings = async () =>
  v.parse(
    siteSettingsSchema,
    (await server.getJson('/de/api/admin/site-settings/', { headers })).body,
  );
const post = (url: string, body: unknown) =>
  server.app.request(url, { method: 'POST', headers, body: JSON.stringify(body) });
const saveSettings = async (id: number, header_behaviour: unknown) => {
  const page = await settingsOf('de', id);
  return post(`/de/pageeditor-api/page/${id}/settings/`, {
    title: page.title,
    headline: page.headline,
    is_online: page.is_online,
    in_menu: page.in_menu,
    in_footer: page.in_footer,
    version: page.version,
    header_behaviour,
  });
};

describe('header behaviour (spec 2): per page and the site default', () => {
  it('stores a page setting, reads it back for editors and visitors, and clears it', async () => {
    const id = await idOf('impressum');
    expect((await settingsOf('de', id)).header_behaviour).toBeNull();
    expect((await saveSettings(id, 'resize')).status).toBe(200);
    expect(await settingsOf('en', id)).toMatchObject({ header_behaviour: 'resize' });
    expect(await visitorPage('impressum')).toMatchObject({
      header_behaviour: 'resize',
      site_header_behaviour: 'hide',
    });
    // The form's "site default" option sends ''.
    expect((await saveSettings(id, '')).status).toBe(200);
    expect((await settingsOf('de', id)).header_behaviour).toBeNull();
  });

  it('keeps the setting when a save leaves it out', async () => {
    const id = await idOf('impressum');
    expect((await saveSettings(id, 'default')).status).toBe(200);
    expect((await saveSettings(id, undefined)).status).toBe(200);
    expect((await settingsOf('de', id)).header_behaviour).toBe('default');
    expect((await saveSettings(id, null)).status).toBe(200);
  });

  it('refuses any other value with the translated error and changes nothing', async () => {
    const id = await idOf('impressum');
    const before = await settingsOf('de', id);
    for (const value of ['shrink', 3, true]) {
      const response = await saveSettings(id, value);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: 'Invalid input.',
        errors: { header_behaviour: ['validation.option'] },
      });
    }
    expect(await settingsOf('de', id)).toEqual(before);
    const site = await post('/de/api/admin/site-settings/', { header_behaviour: 'sticky' });
    expect(site.status).toBe(400);
    expect(await site.json()).toEqual({
      detail: 'Invalid input.',
      errors: { header_behaviour: ['validation.option'] },
    });
    expect(await siteSettings()).toEqual({ header_behaviour: 'hide' });
  });

  it('stores the site default, shows it on pages and drops the pages that use it', async () => {
    const own = await idOf('impressum');
    const usesDefault = await idOf('leitbild');
    expect((await saveSettings(own, 'default')).status).toBe(200);
    expect(await siteSettings()).toEqual({ header_behaviour: 'hide' });
    server.revalidations.length = 0;
    const response = await post('/de/api/admin/site-settings/', { header_behaviour: 'resize' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ header_behaviour: 'resize' });
    expect(await siteSettings()).toEqual({ header_behaviour: 'resize' });
    const tags = server.revalidations.flat();
    expect(tags).toContain(`page-${usesDefault}`);
    expect(tags).not.toContain(`page-${own}`);
    // The other screens read the default with the navigation.
    expect(tags).toContain('navigation-list');
    const navigation = await server.getJson('/de/pageeditor-api/nav');
    expect(navigation.body).toMatchObject({ header_behaviour: 'resize' });
    expect(await visitorPage('hochschule/leitbild')).toMatchObject({
      header_behaviour: null,
      site_header_behaviour: 'resize',
    });
    // Saving the same default again drops nothing.
    server.revalidations.length = 0;
    expect(
      (await post('/de/api/admin/site-settings/', { header_behaviour: 'resize' })).status,
    ).toBe(200);
    expect(server.revalidations).toEqual([]);
  });

  it('refuses visitors', async () => {
    expect((await server.getJson('/de/api/admin/site-settings/')).status).toBe(401);
    const token = await server.csrfToken();
    const visitor = await server.app.request('/de/api/admin/site-settings/', {
      method: 'POST',
      headers: {
        cookie: `csrftoken=${token}`,
        'X-CSRFToken': token,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ header_behaviour: 'default' }),
    });
    expect(visitor.status).toBe(401);
  });
});
