import {
  brokenModuleSchema,
  containerModuleSchema,
  pageSchema,
  type AnyModule,
  type BrokenModule,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentType } from '../pages/read-page';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

type Stored = AnyModule | BrokenModule;
const columnsOf = (module: Stored): Stored[] =>
  module.model === 'ContainerModule' ? module.columns.flatMap((column) => column.children) : [];
const broken = (modules: Stored[]) =>
  modules
    .flatMap(columnsOf)
    .filter((module): module is BrokenModule => module.model === 'BrokenModule');

/** The first section of the block catalogue page (`/de/bloecke`) and a bad row written straight into it. */
async function withBadRow(data: Record<string, unknown>, model = 'ImageModule') {
  const page = await server.db
    .selectFrom('page')
    .select(['id', 'slug'])
    .where('slug', '=', 'bloecke')
    .executeTakeFirstOrThrow();
  const container = await server.db
    .selectFrom('module')
    .select(['id', 'slug'])
    .where('model', '=', 'ContainerModule')
    .where('locale', '=', 'de')
    .where('content_type', '=', pageContentType)
    .where('object_id', '=', page.id)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const [row] = await server.db
    .insertInto('module')
    .values({
      model,
      locale: 'de',
      parent_id: container.id,
      column_index: 0,
      position: 1,
      data: JSON.stringify(data) as never,
      version: 1,
    })
    .returning('id')
    .execute();
  return { page, container, id: row?.id ?? 0 };
}

/**
 * Reads never fail on one bad row (a stored block that no longer reads): it comes back marked as
 * broken.
 */
describe('a stored block that fails its read schema', () => {
  it('is answered as a broken block naming its model and the problem, in its place; the page, section and module list still answer', async () => {
    const { page, container, id } = await withBadRow({ image: 'not-an-id', alias: 'sideways' });
    try {
      const pageAnswer = await server.getJson(`/de/pageeditor-api/page/${page.slug}`);
      expect(pageAnswer.status).toBe(200);
      const modules = v.parse(pageSchema, pageAnswer.body).modules;
      const [marked] = broken(modules);
      expect(marked).toMatchObject({ id, model: 'BrokenModule', broken: { model: 'ImageModule' } });
      expect(marked?.broken.problem).toMatch(/\S/);
      // Its siblings are all there.
      const section = modules.find((module) => module.id === container.id);
      expect(section && columnsOf(section).length).toBeGreaterThan(1);

      const { headers } = await server.login();
      const one = await server.app.request(`/de/pageeditor-api/module/${id}/`, { headers });
      expect(one.status).toBe(200);
      expect(v.parse(brokenModuleSchema, await one.json()).broken.model).toBe('ImageModule');
      const list = await server.app.request(
        `/de/pageeditor-api/module/?content_type=${pageContentType}&object_id=${page.id}`,
        { headers },
      );
      expect(list.status).toBe(200);
      expect(broken((await list.json()) as Stored[]).map((module) => module.id)).toEqual([id]);
      if (container.slug) {
        const bySlug = await server.getJson(
          `/de/pageeditor-api/container/by-slug/${container.slug}`,
        );
        expect(bySlug.status).toBe(200);
        expect(
          broken([v.parse(containerModuleSchema, bySlug.body)]).map((module) => module.id),
        ).toEqual([id]);
      }
      // The problem is reported, not swallowed.
      expect(server.errors.some((error) => String(error).includes(`Module ${id}`))).toBe(true);
    } finally {
      await server.db.deleteFrom('module').where('id', '=', id).execute();
    }
  });

  it('a bad list item marks its list block as broken, not the section', async () => {
    const { page, id } = await withBadRow({ anchor: '' }, 'FAQModule');
    const [item] = await server.db
      .insertInto('module')
      .values({
        model: 'FAQItemModule',
        locale: 'de',
        parent_id: id,
        column_index: 0,
        position: 0,
        data: JSON.stringify({ content: 42 }) as never,
        version: 1,
      })
      .returning('id')
      .execute();
    try {
      const answer = await server.getJson(`/de/pageeditor-api/page/${page.slug}`);
      expect(answer.status).toBe(200);
      const [marked] = broken(v.parse(pageSchema, answer.body).modules);
      expect(marked).toMatchObject({ id, broken: { model: 'FAQModule' } });
    } finally {
      await server.db
        .deleteFrom('module')
        .where('id', 'in', [id, item?.id ?? 0])
        .execute();
    }
  });

  it('can be deleted by an editor, after which the section reads clean', async () => {
    const { page, id } = await withBadRow({ image: null });
    const { headers } = await server.login();
    const deleted = await server.app.request(`/de/pageeditor-api/module/${id}/`, {
      method: 'DELETE',
      headers,
    });
    expect(deleted.status).toBeLessThan(300);
    const answer = await server.getJson(`/de/pageeditor-api/page/${page.slug}`);
    expect(broken(v.parse(pageSchema, answer.body).modules)).toEqual([]);
  });
});
