import {
  ConflictError,
  NotFoundError,
  ValidationError,
  createClient,
  moduleSchema,
  type ContainerModule,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentType } from '../pages/read-page';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;
let pageId: number;

const api = () => createClient({ fetch: server.fetch, cookies: headers['cookie'] ?? '' });
const section = (id: number) => api().pageEditor.modules.get('de', id) as Promise<ContainerModule>;
const contents = (container: ContainerModule) =>
  container.columns.map((column) =>
    column.children.map((child) => ('content' in child ? child.content : child.model)),
  );
const blocksOf = (container: ContainerModule) =>
  container.columns.flatMap((column, index) =>
    column.children.map((child) => ({ ...child, column: index })),
  ) as never[];
const settings = () => api().pageEditor.pageSettings('de', pageId);
const order = async () => (await api().structure.sectionOrder('de', pageId)).order;
/** Saves the page's own fields as they are, with `title` changed when given. */
async function saveSettings(title?: string) {
  const {
    title: now,
    headline,
    meta_title,
    meta_description,
    og_title,
    og_description,
    is_online,
    in_menu,
    in_footer,
    is_clickable,
    version,
  } = await settings();
  return api().pageEditor.updatePageSettings('de', pageId, {
    title: title ?? now,
    headline,
    meta_title,
    meta_description,
    og_title,
    og_description,
    og_image: null,
    is_online,
    in_menu,
    in_footer,
    is_clickable,
    version,
  });
}
const post = async (body: unknown) =>
  v.parse(
    moduleSchema,
    await (
      await server.app.request('/de/pageeditor-api/module/', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
    ).json(),
  );

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
  const { id } = await server.db
    .insertInto('page')
    .values({
      slug: 'page-history-test',
      path_de: 'verlauf-test',
      path_en: 'history-test',
      title_de: 'Verlauf',
      title_en: 'History',
      headline_de: 'Verlauf',
      headline_en: 'History',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  pageId = id;
});
afterAll(() => server.close());

/** Two sections of two headlines each, then a settings save: the revision the tests go back to. */
async function pageWithTwoSections() {
  const ids: number[] = [];
  for (const name of ['A', 'B']) {
    const container = await post({
      model: 'ContainerModule',
      layout: 3,
      content_type: pageContentType,
      object_id: pageId,
    });
    await post({
      model: 'HeadlineModule',
      headline_level: 2,
      content: `${name}1`,
      parent: container.id,
      column: 0,
    });
    await post({
      model: 'HeadlineModule',
      headline_level: 2,
      content: `${name}2`,
      parent: container.id,
      column: 1,
    });
    ids.push(container.id);
  }
  // A first save of A, so its state is in its history, then the page's own fields.
  const a = await section(ids[0]!);
  await api().sections.save('de', a.id, { version: a.version, layout: 3, blocks: blocksOf(a) });
  await saveSettings();
  const [revision] = await api().publishing.pageRevisions('de', pageId);
  return { ids, revision: revision! };
}

describe('page history: a revision read whole and restored as a new save (DESIGN.md 8)', () => {
  it('restores texts, section contents, deleted and added sections and the order; a stale version is refused with 409', async () => {
    const { ids, revision } = await pageWithTwoSections();
    const [a, b] = ids as [number, number];
    const then = await api().publishing.pageRevision('de', pageId, revision.id);
    expect(then.page.title).toBe('Verlauf');
    expect(then.page.modules.map((module) => module.id)).toEqual([a, b]);

    // Afterwards: a new title, A loses a block, B is deleted, a new section C comes first.
    await saveSettings('Neuer Titel');
    const sectionA = await section(a);
    await api().sections.save('de', a, {
      version: sectionA.version,
      layout: 3,
      blocks: blocksOf(sectionA).slice(0, 1),
    });
    await api().structure.deleteSection('de', b, (await section(b)).version);
    const c = await post({
      model: 'ContainerModule',
      layout: 0,
      content_type: pageContentType,
      object_id: pageId,
    });
    const before = await api().structure.sectionOrder('de', pageId);
    await api().structure.orderSections('de', pageId, {
      version: before.version,
      order: [c.id, a],
    });

    const stale = await settings();
    const refused = await api()
      .publishing.restorePage('de', pageId, revision.id, stale.version - 1)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect(await settings()).toEqual(stale);

    const restored = await api().publishing.restorePage('de', pageId, revision.id, stale.version);
    expect(restored.title).toBe('Verlauf');
    expect(restored.version).toBe(stale.version + 1);
    expect(await order()).toEqual([a, b]);
    expect(contents(await section(a))).toEqual([['A1'], ['A2']]);
    expect(contents(await section(b))).toEqual([['B1'], ['B2']]);
    expect(server.revalidations.at(-1)).toEqual(
      expect.arrayContaining([`page-${pageId}`, `module-${a}`, `module-${c.id}`]),
    );
    // A new save: the page's history has a new newest entry, A's history says it was restored.
    const [newest] = await api().publishing.pageRevisions('de', pageId);
    expect(newest!.id).toBeGreaterThan(revision.id);
    expect((await api().publishing.revisions('de', a))[0]).toMatchObject({ kind: 'restore' });
    // The new section C was deleted undoably: undo brings it back.
    const { undo } = await api().structure.undoState('de', { page: pageId });
    expect(undo).toMatchObject({ kind: 'delete', section: c.id });
  });

  it('answers 404 for an unknown revision or one of the other language, 400 for a bad body, 401 without a session', async () => {
    const [latest] = await api().publishing.pageRevisions('de', pageId);
    const { version } = await settings();
    await expect(api().publishing.pageRevision('de', pageId, 999_999)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(api().publishing.pageRevision('en', pageId, latest!.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      api().publishing.restorePage('en', pageId, latest!.id, version),
    ).rejects.toBeInstanceOf(NotFoundError);
    const bad = await server.app.request(
      `/de/pageeditor-api/page/${pageId}/revisions/${latest!.id}/restore/`,
      { method: 'POST', headers, body: JSON.stringify({ version: 'x' }) },
    );
    expect(bad.status).toBe(400);
    await expect(api().publishing.restorePage('de', pageId, latest!.id, -1)).rejects.toBeInstanceOf(
      ValidationError,
    );
    const anonymous = await server.app.request(
      `/de/pageeditor-api/page/${pageId}/revisions/${latest!.id}/`,
    );
    expect(anonymous.status).toBe(401);
    expect((await settings()).version).toBe(version);
  });
});
