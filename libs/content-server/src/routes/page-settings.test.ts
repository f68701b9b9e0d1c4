import {
  cacheTags,
  navigationSchema,
  pageSchema,
  pageSettingsSchema,
  searchResultPageSchema,
  type Locale,
  type PageSettingsInput,
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

/** Per language a page to edit and one to take offline (both linked from the navigation). */
const cases = [
  {
    locale: 'de',
    edit: 'impressum',
    hide: 'leitbild',
    hidePath: 'hochschule/leitbild',
    hideTitle: 'Leitbild',
  },
  {
    locale: 'en',
    edit: 'datenschutz',
    hide: 'geschichte',
    hidePath: 'university/history',
    hideTitle: 'History',
  },
] as const;

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
const revisionCount = async (id: number) =>
  (await server.db.selectFrom('page_revision').select('id').where('page_id', '=', id).execute())
    .length;
const post = (
  locale: Locale,
  id: number,
  body: unknown,
  init: { headers?: Record<string, string> } = {},
) =>
  server.app.request(`/${locale}/pageeditor-api/page/${id}/settings/`, {
    method: 'POST',
    headers: init.headers ?? headers,
    body: JSON.stringify(body),
  });

/** The settings body of a page as it is now, with `changes`. */
const bodyFrom = (
  page: v.InferOutput<typeof pageSettingsSchema>,
  changes: Partial<PageSettingsInput> = {},
): PageSettingsInput => ({
  title: page.title,
  headline: page.headline,
  meta_title: page.meta_title,
  meta_description: page.meta_description,
  og_title: page.og_title,
  og_description: page.og_description,
  is_online: page.is_online,
  in_menu: page.in_menu,
  in_footer: page.in_footer,
  version: page.version,
  ...changes,
});

describe.each(cases)(
  'POST /$locale/pageeditor-api/page/{id}/settings/',
  ({ locale, edit, hide, hidePath, hideTitle }) => {
    it('refuses visitors, bad tokens and cross-site requests, and changes nothing', async () => {
      const id = await idOf(edit);
      const before = await settingsOf(locale, id);
      const token = await server.csrfToken();
      const visitor = {
        cookie: `csrftoken=${token}`,
        'X-CSRFToken': token,
        'content-type': 'application/json',
      };
      expect(
        (await post(locale, id, bodyFrom(before, { title: 'X' }), { headers: visitor })).status,
      ).toBe(401);
      expect((await server.getJson(`/${locale}/pageeditor-api/page/${id}/settings/`)).status).toBe(
        401,
      );
      expect(
        (
          await post(locale, id, bodyFrom(before, { title: 'X' }), {
            headers: { ...headers, 'X-CSRFToken': 'wrong' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await post(locale, id, bodyFrom(before, { title: 'X' }), {
            headers: { ...headers, 'Sec-Fetch-Site': 'cross-site' },
          })
        ).status,
      ).toBe(403);
      expect(await settingsOf(locale, id)).toEqual(before);
    });

    it('answers 400 with field errors for an invalid body and stores nothing', async () => {
      const id = await idOf(edit);
      const before = await settingsOf(locale, id);
      const revisions = await revisionCount(id);
      const response = await post(locale, id, {
        ...bodyFrom(before),
        title: ' ',
        meta_description: 'x'.repeat(301),
        in_menu: 'yes',
        version: undefined,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: 'Invalid input.',
        errors: {
          title: ['validation.required'],
          meta_description: ['validation.tooLong'],
          in_menu: ['validation.required'],
          version: ['validation.required'],
        },
      });
      expect((await post(locale, id, bodyFrom(before, { og_image: 999999 }))).status).toBe(400);
      expect((await post(locale, 999999, bodyFrom(before))).status).toBe(404);
      expect(await settingsOf(locale, id)).toEqual(before);
      expect(await revisionCount(id)).toBe(revisions);
    });

    it('stores a revision, bumps the version and shows visitors the new title at once', async () => {
      const id = await idOf(edit);
      const before = await settingsOf(locale, id);
      const otherLocale = locale === 'de' ? 'en' : 'de';
      const otherBefore = await settingsOf(otherLocale, id);
      server.revalidations.length = 0;
      const response = await post(
        locale,
        id,
        bodyFrom(before, { title: ` Neu ${locale} `, meta_description: 'Beschreibung' }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const saved = v.parse(pageSettingsSchema, await response.json());
      expect(saved).toMatchObject({
        id,
        title: `Neu ${locale}`,
        meta_description: 'Beschreibung',
        version: before.version + 1,
      });
      expect(server.revalidations).toEqual([[cacheTags.page(id), cacheTags.list('navigation')]]);
      const path = saved.urls[locale].replace(`/${locale}/`, '');
      expect(
        v.parse(pageSchema, (await server.getJson(`/${locale}/pageeditor-api/page/${path}`)).body)
          .title,
      ).toBe(`Neu ${locale}`);
      // The texts are the language's own; the shared state got a revision in the other language too.
      const other = await settingsOf(otherLocale, id);
      expect(other.title).toBe(otherBefore.title);
      expect(other).toMatchObject({ version: saved.version, version_id: expect.any(Number) });

      // A second save: the first revision still reads as it was, for editors only.
      const again = await post(locale, id, bodyFrom(saved, { title: `Dritte ${locale}` }));
      expect(again.status).toBe(200);
      const revision = await server.getJson(
        `/${locale}/pageeditor-api/page/${path}?version_id=${saved.version_id ?? 0}`,
        { headers },
      );
      expect(v.parse(pageSchema, revision.body).title).toBe(`Neu ${locale}`);
      expect(
        v.parse(
          pageSchema,
          (
            await server.getJson(
              `/${locale}/pageeditor-api/page/${path}?version_id=${saved.version_id ?? 0}`,
            )
          ).body,
        ).title,
      ).toBe(`Dritte ${locale}`);

      server.revalidations.length = 0;
      const latest = await settingsOf(locale, id);
      expect((await post(locale, id, bodyFrom(latest, { og_description: 'Nur SEO' }))).status).toBe(
        200,
      );
      expect(server.revalidations).toEqual([[cacheTags.page(id)]]);
    });

    it('answers 409 with the current state for a stale version', async () => {
      const id = await idOf(edit);
      const current = await settingsOf(locale, id);
      const response = await post(
        locale,
        id,
        bodyFrom(current, { title: 'Veraltet', version: current.version - 1 }),
      );
      expect(response.status).toBe(409);
      const body = v.parse(v.object({ current: pageSettingsSchema }), await response.json());
      expect(body.current).toEqual(current);
      expect(await settingsOf(locale, id)).toEqual(current);
    });

    it('hides a page taken offline from visitors at once: page, search and navigation', async () => {
      const id = await idOf(hide);
      const before = await settingsOf(locale, id);
      const found = async () =>
        v
          .parse(
            searchResultPageSchema,
            (await server.getJson(`/${locale}/api/search/others/?query=${hideTitle}`)).body,
          )
          .results.map((hit) => hit.url);
      const linked = async () =>
        JSON.stringify(
          v.parse(navigationSchema, (await server.getJson(`/${locale}/api/main-navigation/`)).body),
        );
      expect(await found()).toContain(`/${locale}/${hidePath}`);
      expect(await linked()).toContain(`/${locale}/${hidePath}`);
      const response = await post(locale, id, bodyFrom(before, { is_online: false }));
      expect(response.status).toBe(200);
      expect((await server.getJson(`/${locale}/pageeditor-api/page/${hidePath}`)).status).toBe(404);
      expect(await found()).not.toContain(`/${locale}/${hidePath}`);
      expect(await linked()).not.toContain(`/${locale}/${hidePath}`);
      expect(
        (await server.getJson(`/${locale}/pageeditor-api/page/${hidePath}`, { headers })).status,
      ).toBe(200);
      expect(
        (
          await post(
            locale,
            id,
            bodyFrom(v.parse(pageSettingsSchema, await response.json()), { is_online: true }),
          )
        ).status,
      ).toBe(200);
      expect(await linked()).toContain(`/${locale}/${hidePath}`);
    });
  },
);
