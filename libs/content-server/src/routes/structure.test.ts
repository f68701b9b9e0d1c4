import {
  ConflictError,
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
let sections: number[];

const api = () => createClient({ fetch: server.fetch, cookies: headers['cookie'] ?? '' });
const section = (id: number) => api().pageEditor.modules.get('de', id) as Promise<ContainerModule>;
const contents = (container: ContainerModule) =>
  container.columns.map((column) =>
    column.children.map((child) => ('content' in child ? child.content : child.model)),
  );
const blockRecords = (container: ContainerModule): Record<string, unknown>[] =>
  container.columns.flatMap((column, index) =>
    column.children.map((child) => ({ ...child, column: index })),
  );
const blocksOf = (container: ContainerModule) => blockRecords(container) as never[];
const state = () => api().structure.undoState('de', { page: pageId });

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
  const { id } = await server.db
    .insertInto('page')
    .values({
      slug: 'structure-test',
      path_de: 'struktur-test',
      path_en: 'structure-test',
      title_de: 'Struktur',
      title_en: 'Structure',
      headline_de: 'Struktur',
      headline_en: 'Structure',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  pageId = id;
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
  sections = [];
  for (const name of ['A', 'B', 'C']) {
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
    sections.push(container.id);
  }
});
afterAll(() => server.close());

describe('undo that survives saves (DESIGN.md 8, spec 4)', () => {
  it('undoes a removal saved earlier as a new save, from a fresh client (after a reload), and redoes it', async () => {
    const [first] = sections as [number];
    const before = await section(first);
    const kept = blocksOf(before).slice(0, 1);
    const saved = await api().sections.save('de', first, {
      version: before.version,
      layout: 3,
      blocks: kept,
    });
    expect(contents(saved)).toEqual([['A1'], []]);

    // A new client knows nothing but the page: the server's backup stack says what to undo.
    const { undo, redo } = await state();
    expect(undo).toEqual({ kind: 'save', section: first, version: saved.version });
    expect(redo).toBeNull();
    await api().structure.undo('de', { direction: 'undo', step: undo! });
    const undone = await section(first);
    expect(contents(undone)).toEqual([['A1'], ['A2']]);
    expect(undone.version).toBe(saved.version + 1);
    expect(server.revalidations.at(-1)).toEqual(
      expect.arrayContaining([`module-${first}`, `page-${pageId}`]),
    );

    const again = await state();
    expect(again.redo).toEqual({ kind: 'save', section: first, version: undone.version });
    await api().structure.undo('de', { direction: 'redo', step: again.redo! });
    expect(contents(await section(first))).toEqual([['A1'], []]);
    // Undo once more brings the removed block back again.
    const third = await state();
    await api().structure.undo('de', { direction: 'undo', step: third.undo! });
    expect(contents(await section(first))).toEqual([['A1'], ['A2']]);
  });

  it('covers moves between columns', async () => {
    const [, second] = sections as [number, number];
    const before = await section(second);
    const [a, b] = blockRecords(before) as [Record<string, unknown>, Record<string, unknown>];
    const moved = await api().sections.save('de', second, {
      version: before.version,
      layout: 3,
      blocks: [
        { ...b, column: 0 },
        { ...a, column: 0 },
      ] as never[],
    });
    expect(contents(moved)).toEqual([['B2', 'B1'], []]);
    const { undo } = await state();
    await api().structure.undo('de', { direction: 'undo', step: undo! });
    expect(contents(await section(second))).toEqual([['B1'], ['B2']]);
  });

  it('writes undo and redo into the section history, each with the state it brought back', async () => {
    const [, second] = sections as [number, number];
    const before = await section(second);
    const saved = await api().sections.save('de', second, {
      version: before.version,
      layout: before.layout,
      blocks: blocksOf(before).slice(0, 1),
    });
    await api().structure.undo('de', { direction: 'undo', step: (await state()).undo! });
    const [undone] = await api().publishing.revisions('de', second);
    expect(undone).toMatchObject({
      kind: 'undo',
      version: saved.version + 1,
      user: expect.any(String),
    });
    expect(undone!.snapshot.blocks).toHaveLength(2);
    await api().structure.undo('de', { direction: 'redo', step: (await state()).redo! });
    const [redone, previous] = await api().publishing.revisions('de', second);
    expect(redone).toMatchObject({ kind: 'redo', version: saved.version + 2 });
    expect(redone!.snapshot.blocks).toHaveLength(1);
    expect(previous?.id).toBe(undone!.id);
    // Leave the section as it was for the tests after this one.
    await api().structure.undo('de', { direction: 'undo', step: (await state()).undo! });
    expect(contents(await section(second))).toEqual(contents(before));
  });

  it('refuses a stale version with 409 and the current section, and changes nothing', async () => {
    const [first] = sections as [number];
    const current = await section(first);
    await api().sections.save('de', first, {
      version: current.version,
      layout: 0,
      blocks: blockRecords(current).map((block) => ({ ...block, column: 0 })) as never[],
    });
    const { undo } = await state();
    const step = { ...undo!, version: (undo as { version: number }).version - 1 };
    const before = await section((undo as { section: number }).section);
    const error = await api()
      .structure.undo('de', { direction: 'undo', step })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect(await section(before.id)).toEqual(before);
  });

  it('drops redo once something newer was saved', async () => {
    const [first] = sections as [number];
    const { undo } = await state();
    expect(undo).toMatchObject({ kind: 'save', section: first });
    await api().structure.undo('de', { direction: 'undo', step: undo! });
    expect(contents(await section(first))).toEqual([['A1'], ['A2']]);
    expect((await state()).redo).not.toBeNull();
    const current = await section(first);
    // A save that changes nothing is not "something newer": redo stays.
    await api().sections.save('de', first, {
      version: current.version,
      layout: 3,
      blocks: blocksOf(current),
    });
    expect((await state()).redo).not.toBeNull();
    const changed = blockRecords(current).map((block, index) =>
      index === 0 ? { ...block, content: 'A1 neu' } : block,
    ) as never[];
    await api().sections.save('de', first, {
      version: current.version,
      layout: 3,
      blocks: changed,
    });
    expect((await state()).redo).toBeNull();
  });
});

describe('section order and deleting sections (DESIGN.md 8)', () => {
  it('reorders the page sections, and undo restores the order', async () => {
    const current = await api().structure.sectionOrder('de', pageId);
    expect(current.order).toEqual(sections);
    const reversed = [...sections].reverse();
    const saved = await api().structure.orderSections('de', pageId, {
      version: current.version,
      order: reversed,
    });
    expect(saved.order).toEqual(reversed);
    expect(
      (await api().pageEditor.page('de', 'struktur-test')).modules.map((module) => module.id),
    ).toEqual(reversed);
    const { undo } = await state();
    expect(undo).toEqual({ kind: 'order', page: pageId, version: saved.version });
    await api().structure.undo('de', { direction: 'undo', step: undo! });
    expect((await api().structure.sectionOrder('de', pageId)).order).toEqual(sections);
    const { redo } = await state();
    expect(redo?.kind).toBe('order');
  });

  it('deletes a section by id and undo brings it back with its ids and its own undo stack', async () => {
    const [, , third] = sections as [number, number, number];
    const before = await section(third);
    const deleted = await api().structure.deleteSection('de', third, before.version);
    expect(deleted.deleted).toBe(third);
    expect(
      (await server.app.request(`/de/pageeditor-api/module/${third}/`, { headers })).status,
    ).toBe(404);
    const { undo } = await state();
    expect(undo).toMatchObject({ kind: 'delete', section: third, entry: deleted.entry });
    await api().structure.undo('de', { direction: 'undo', step: undo! });
    expect(await section(third)).toEqual(before);
    expect((await api().structure.sectionOrder('de', pageId)).order).toEqual(sections);
    // Redo deletes it again; undo restores it again.
    const { redo } = await state();
    expect(redo).toMatchObject({ kind: 'delete', section: third });
    await api().structure.undo('de', { direction: 'redo', step: redo! });
    expect((await api().structure.sectionOrder('de', pageId)).order).toEqual(sections.slice(0, 2));
    await api().structure.undo('de', { direction: 'undo', step: (await state()).undo! });
    expect((await api().structure.sectionOrder('de', pageId)).order).toEqual(sections);
  });
});

describe('the module API deleting a section (spec 4: deleting a section by id)', () => {
  it('is undoable too', async () => {
    const [, second] = sections as [number, number];
    const before = await section(second);
    const response = await server.app.request(
      `/de/pageeditor-api/module/${second}/?version=${before.version}`,
      { method: 'DELETE', headers },
    );
    expect(response.status).toBe(204);
    const { undo } = await state();
    expect(undo).toMatchObject({ kind: 'delete', section: second });
    await api().structure.undo('de', { direction: 'undo', step: undo! });
    expect(await section(second)).toEqual(before);
  });
});

describe('bad input to the structure endpoints (4xx, nothing changes, never a 5xx)', () => {
  it('answers 400, 404 or 409 to unknown ids, wrong versions and hostile values', async () => {
    const order = await api().structure.sectionOrder('de', pageId);
    const attempts: [string, string, unknown, number][] = [
      [
        'POST',
        `/de/pageeditor-api/page/${pageId}/sections/`,
        { version: order.version, order: [...sections, 999] },
        400,
      ],
      [
        'POST',
        `/de/pageeditor-api/page/${pageId}/sections/`,
        { version: order.version, order: [sections[0], sections[0], sections[1]] },
        400,
      ],
      [
        'POST',
        `/de/pageeditor-api/page/${pageId}/sections/`,
        { version: order.version, order: ['1; drop table module'] },
        400,
      ],
      [
        'POST',
        `/de/pageeditor-api/page/${pageId}/sections/`,
        { version: order.version - 1, order: sections },
        409,
      ],
      ['POST', `/de/pageeditor-api/page/999999/sections/`, { version: 1, order: [] }, 404],
      [
        'POST',
        '/de/pageeditor-api/undo/',
        { direction: 'sideways', step: { kind: 'save', section: sections[0], version: 1 } },
        400,
      ],
      [
        'POST',
        '/de/pageeditor-api/undo/',
        { direction: 'undo', step: { kind: 'save', section: 999999, version: 1 } },
        404,
      ],
      [
        'POST',
        '/de/pageeditor-api/undo/',
        { direction: 'undo', step: { kind: 'delete', entry: 999999, section: 1 } },
        404,
      ],
      [
        'POST',
        '/de/pageeditor-api/undo/',
        { direction: 'undo', step: { kind: 'order', page: pageId, version: -3 } },
        400,
      ],
      ['POST', '/de/pageeditor-api/undo/', '<script>', 400],
      ['DELETE', `/de/pageeditor-api/container/${sections[0]}/`, null, 400],
      ['DELETE', `/de/pageeditor-api/container/${sections[0]}/?version=abc`, null, 400],
      ['DELETE', `/de/pageeditor-api/container/${sections[0]}/?version=1`, null, 409],
      ['DELETE', '/de/pageeditor-api/container/999999/?version=1', null, 404],
      ['GET', '/de/pageeditor-api/undo/?sections=1,x', null, 400],
      ['GET', '/de/pageeditor-api/undo/?page=99999999999', null, 400],
    ];
    const rows = () =>
      server.db.selectFrom('module').select(['id', 'version', 'position']).orderBy('id').execute();
    const stored = await rows();
    for (const [method, path, body, status] of attempts) {
      const response = await server.app.request(path, {
        method,
        headers,
        ...(body === null ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(await response.json()).toHaveProperty('detail');
    }
    expect(await rows()).toEqual(stored);
    expect(server.errors).toEqual([]);
  });

  it('answers 400 "nothing to undo" for a section without backups', async () => {
    const fresh = await createClient({
      fetch: server.fetch,
      cookies: headers['cookie'] ?? '',
    }).pageEditor.modules.create('en', {
      model: 'ContainerModule',
      layout: 0,
      parent: null,
      content_type: null,
      object_id: null,
      slug: 'structure-fresh',
    });
    const error = await api()
      .structure.undo('en', {
        direction: 'undo',
        step: { kind: 'save', section: fresh.id, version: fresh.version },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ step: ['structure.error.nothing'] });
  });

  it('refuses anonymous writes with 401/403', async () => {
    for (const [method, path] of [
      ['POST', '/de/pageeditor-api/undo/'],
      ['DELETE', `/de/pageeditor-api/container/${sections[0]}/?version=1`],
      ['POST', `/de/pageeditor-api/page/${pageId}/sections/`],
    ] as const) {
      const response = await server.app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : null,
      });
      expect([401, 403], path).toContain(response.status);
    }
    expect((await server.app.request(`/de/pageeditor-api/undo/?page=${pageId}`)).status).toBe(401);
  });
});
