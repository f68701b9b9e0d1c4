import {
  blockModels,
  containerLayouts,
  moduleSchema,
  pageSchema,
  redirectSchema,
  type AnyModule,
  type Page,
  type StoredModule,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** Every module of a tree, depth first. */
function flatten(modules: StoredModule[]): AnyModule[] {
  return modules.flatMap((module): AnyModule[] => {
    if (module.model === 'BrokenModule') return [];
    if (module.model === 'ContainerModule')
      return [module, ...flatten(module.columns.flatMap((column) => column.children))];
    const children: unknown[] = 'children' in module ? module.children : [];
    return [
      module,
      ...flatten(children.filter((child): child is AnyModule => v.is(moduleSchema, child))),
    ];
  });
}

const page = async (path: string, init?: RequestInit): Promise<Page> =>
  v.parse(pageSchema, (await server.getJson(path, init)).body);

describe('GET /{locale}/pageeditor-api/page/{slug}', () => {
  it('answers the portraits of a person list block in their vertical alias (400x500)', async () => {
    const modules = flatten((await page('/de/pageeditor-api/page/bloecke')).modules);
    const personList = modules.find((module) => module.model === 'PersonListModule');
    const entries =
      personList && 'children' in personList
        ? (personList.children as {
            image_url: string | null;
            width: number | null;
            height: number | null;
          }[])
        : [];
    const portraits = entries.filter((entry) => entry.image_url !== null);
    expect(portraits.length).toBeGreaterThan(0);
    for (const portrait of portraits)
      expect(portrait).toMatchObject({
        width: 400,
        height: 500,
        image_url: expect.stringContaining('vertical'),
      });
  });

  it('answers the block catalogue with every block model and every variant, in both languages', async () => {
    for (const locale of ['de', 'en'] as const) {
      const catalogue = await page(`/${locale}/pageeditor-api/page/bloecke`);
      const modules = flatten(catalogue.modules);
      const models = new Set(modules.map((module) => module.model));
      expect([...blockModels].filter((model) => !models.has(model))).toEqual([]);
      const variants = (model: string, field: string) =>
        new Set(
          modules
            .filter((module) => module.model === model)
            .map((module) => (module as unknown as Record<string, unknown>)[field]),
        );
      expect(variants('ContainerModule', 'layout')).toEqual(
        new Set(containerLayouts.map((_, index) => index)),
      );
      expect(variants('HeadlineModule', 'extra_class')).toEqual(new Set(['links', 'zentriert']));
      expect(variants('ImageModule', 'alias')).toEqual(new Set(['vertical', 'horizontal']));
      expect(variants('TeaserListModule', 'extra_class')).toEqual(
        new Set(['grid', 'slider', 'standard']),
      );
      expect(variants('ImageListModule', 'extra_class')).toEqual(
        new Set(['small', 'fullwidth', 'standard']),
      );
      expect(catalogue.urls).toEqual({ de: '/de/bloecke', en: '/en/blocks' });
    }
  });

  it('finds a page by its path in the language and answers its SEO fields', async () => {
    const mission = await page('/en/pageeditor-api/page/university/mission');
    expect(mission).toMatchObject({
      title: 'Mission',
      urls: { de: '/de/hochschule/leitbild', en: '/en/university/mission' },
      settings_url: null,
    });
    expect(mission.og_image).toMatch(/^\/media\//);
    expect((await server.getJson('/en/pageeditor-api/page/hochschule/leitbild')).status).toBe(404);
    expect((await server.getJson('/de/pageeditor-api/page/gibt-es-nicht')).status).toBe(404);
    expect((await page('/en/pageeditor-api/page/')).title).toBe('Home');
    expect((await page('/de/pageeditor-api/page/home')).urls).toEqual({ de: '/de', en: '/en' });
  });

  it('hides offline pages from visitors and shows them to editors, uncached', async () => {
    expect((await server.getJson('/de/pageeditor-api/page/entwurf')).status).toBe(404);
    const { headers } = await server.login();
    const response = await server.app.request('/de/pageeditor-api/page/entwurf', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(v.parse(pageSchema, await response.json())).toMatchObject({
      is_online: false,
      settings_url: expect.stringContaining('/admin/'),
    });
  });

  it('answers a saved version to editors only (version_id)', async () => {
    const { headers } = await server.login();
    const before = await page('/de/pageeditor-api/page/impressum');
    const text = flatten(before.modules).find((module) => module.model === 'TextModule');
    if (text?.model !== 'TextModule') throw new Error('no text module');
    const save = await server.app.request(`/de/pageeditor-api/module/${text.id}/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: 'TextModule',
        content: '<p>Neue Fassung</p>',
        version: text.version,
      }),
    });
    expect(save.status).toBe(200);
    const revision = await server.db
      .selectFrom('page_revision')
      .select('id')
      .where('page_id', '=', before.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const again = await server.app.request(`/de/pageeditor-api/module/${text.id}/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: 'TextModule',
        content: '<p>Dritte Fassung</p>',
        version: text.version + 1,
      }),
    });
    expect(again.status).toBe(200);
    const visitor = await page(`/de/pageeditor-api/page/impressum?version_id=${revision.id}`);
    expect(JSON.stringify(visitor.modules)).toContain('Dritte Fassung');
    const editor = await page(`/de/pageeditor-api/page/impressum?version_id=${revision.id}`, {
      headers,
    });
    expect(JSON.stringify(editor.modules)).toContain('Neue Fassung');
    expect(JSON.stringify(editor.modules)).not.toContain('Dritte Fassung');
    expect(
      (await server.getJson('/de/pageeditor-api/page/impressum?version_id=999999', { headers }))
        .status,
    ).toBe(404);
  });
});

describe('redirect lookup and sections by slug', () => {
  it('answers new_path for the legacy path, pointing at a real page', async () => {
    const { body } = await server.getJson('/de/pageeditor-api/redirect/alte-seite');
    const target = v.parse(redirectSchema, body).new_path;
    expect(target).toBe('/de/hochschule/leitbild');
    expect(
      (await server.getJson(`/de/pageeditor-api/page/${target.replace('/de/', '')}`)).status,
    ).toBe(200);
    expect((await server.getJson('/de/pageeditor-api/redirect/unbekannt')).status).toBe(404);
  });

  it('answers 404 for a missing section and the section once an editor created it', async () => {
    expect((await server.getJson('/de/pageeditor-api/container/by-slug/home-intro')).status).toBe(
      404,
    );
    const { headers } = await server.login();
    const created = await server.app.request('/de/pageeditor-api/module/', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: 'ContainerModule',
        layout: 0,
        parent: null,
        content_type: null,
        object_id: null,
        slug: 'home-intro',
      }),
    });
    expect(created.status).toBe(201);
    const section = await server.getJson('/de/pageeditor-api/container/by-slug/home-intro');
    expect(section.body).toMatchObject({
      model: 'ContainerModule',
      slug: 'home-intro',
      columns: [{ children: [] }],
    });
    expect((await server.getJson('/en/pageeditor-api/container/by-slug/home-intro')).status).toBe(
      404,
    );
  });

  it('hides the sections of an offline page from visitors', async () => {
    const draft = await server.db
      .selectFrom('page')
      .select('id')
      .where('slug', '=', 'entwurf')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('module')
      .set({ slug: 'draft-section' })
      .where('object_id', '=', draft.id)
      .where('locale', '=', 'de')
      .where('parent_id', 'is', null)
      .execute();
    expect(
      (await server.getJson('/de/pageeditor-api/container/by-slug/draft-section')).status,
    ).toBe(404);
    const { headers } = await server.login();
    expect(
      (await server.getJson('/de/pageeditor-api/container/by-slug/draft-section', { headers }))
        .status,
    ).toBe(200);
  });
});
