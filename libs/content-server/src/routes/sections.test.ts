import {
  ConflictError,
  UnauthorizedError,
  ValidationError,
  createClient,
  moduleSchema,
  type ContainerModule,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageContentType } from '../pages/read-page';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;
let section: ContainerModule;

const client = (cookies?: string) =>
  createClient({ fetch: server.fetch, ...(cookies === undefined ? {} : { cookies }) }).sections;
const editor = () => client(headers['cookie']);
const ids = (container: ContainerModule) =>
  container.columns.map((column) => column.children.map((child) => child.id));

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
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
  const container = await post({ model: 'ContainerModule', layout: 3, slug: 'save-test' });
  await post({
    model: 'HeadlineModule',
    headline_level: 2,
    content: 'Erste',
    parent: container.id,
    column: 0,
  });
  await post({ model: 'TextModule', content: '<p>Zweite</p>', parent: container.id, column: 1 });
  section = await createClient({
    fetch: server.fetch,
    cookies: headers['cookie'],
  }).pageEditor.containerBySlug('de', 'save-test');
});
afterAll(() => server.close());
beforeEach(() => {
  server.revalidations.length = 0;
});

describe('POST /{locale}/pageeditor-api/container/{id}/ (section save)', () => {
  it('saves layout and blocks in order in one request: edits, removals, new blocks', async () => {
    const headline = section.columns[0]?.children[0];
    const text = section.columns[1]?.children[0];
    const saved = await editor().save('de', section.id, {
      version: section.version,
      layout: 3,
      blocks: [
        { model: 'HeadlineModule', headline_level: 2, column: 0, content: 'Neu' },
        { ...headline, model: 'HeadlineModule', id: headline?.id, column: 0, content: 'Geändert' },
        {
          model: 'TextModule',
          column: 1,
          content:
            '<p><strong>fett</strong> <a href="https://example.org">Link</a><script>x</script></p>',
        },
      ],
    });
    expect(saved.version).toBe(section.version + 1);
    const [first, second] = saved.columns[0]?.children ?? [];
    expect(first).toMatchObject({ model: 'HeadlineModule', content: 'Neu', headline_level: 2 });
    expect(second).toMatchObject({ id: headline?.id, content: 'Geändert', version: 2 });
    const [newText] = saved.columns[1]?.children ?? [];
    expect(newText).toMatchObject({ model: 'TextModule' });
    expect(newText?.id).not.toBe(text?.id);
    expect(newText && 'content' in newText ? newText.content : '').toBe(
      '<p><strong>fett</strong> <a href="https://example.org">Link</a></p>',
    );
    expect(server.revalidations).toEqual([[`module-${section.id}`, 'section-save-test']]);
    // spec 4: the section as it was is on its backup stack; the container got a revision.
    const backup = await server.db
      .selectFrom('section_backup')
      .selectAll()
      .where('module_id', '=', section.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(backup.version).toBe(section.version);
    expect(backup.snapshot).toMatchObject({
      layout: 3,
      blocks: [
        { id: headline?.id, content: 'Erste', column: 0 },
        { id: text?.id, column: 1 },
      ],
    });
    const revision = await server.db
      .selectFrom('module_revision')
      .select('version')
      .where('module_id', '=', section.id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(revision.version).toBe(saved.version);
    section = saved;
  });

  it('keeps an unchanged block at its version', async () => {
    const blocks = section.columns.flatMap((column, index) =>
      column.children.map((child) => ({ ...child, column: index })),
    ) as never[];
    const saved = await editor().save('de', section.id, {
      version: section.version,
      layout: 2,
      blocks,
    });
    expect(ids(saved)).toEqual(ids(section));
    expect(saved.columns[0]?.children.map((child) => child.version)).toEqual(
      section.columns[0]?.children.map((child) => child.version),
    );
    section = await editor().save('de', section.id, { version: saved.version, layout: 3, blocks });
  });

  it('a save that changes nothing writes nothing: same version, no backup, revision or revalidation', async () => {
    const count = async (table: 'section_backup' | 'module_revision') =>
      Number(
        (
          await server.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('module_id', '=', section.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      backups: await count('section_backup'),
      revisions: await count('module_revision'),
    };
    const blocks = section.columns.flatMap((column, index) =>
      column.children.map((child) => ({ ...child, column: index })),
    ) as never[];
    const saved = await editor().save('de', section.id, {
      version: section.version,
      layout: 3,
      blocks,
    });
    expect(saved.version).toBe(section.version);
    expect(ids(saved)).toEqual(ids(section));
    expect({
      backups: await count('section_backup'),
      revisions: await count('module_revision'),
    }).toEqual(before);
    expect(server.revalidations).toEqual([]);
  });

  it('answers 400 with errors keyed by block index and field, and changes nothing', async () => {
    const before = await server.db
      .selectFrom('module')
      .select(['id', 'version'])
      .where('parent_id', '=', section.id)
      .execute();
    const attempts: [unknown[], string][] = [
      [
        [
          { model: 'HeadlineModule', headline_level: 2, content: 'ok' },
          { model: 'VideoModule', video_url: 'https://example.org/watch?v=1' },
        ],
        'blocks.1.video_url',
      ],
      [[{ model: 'HeadlineModule', headline_level: 2, content: '' }], 'blocks.0.content'],
      [[{ model: 'HeadlineModule', content: 'x', headline_level: 9 }], 'blocks.0.headline_level'],
      [[{ model: 'NoSuchModule' }], 'blocks.0.model'],
      [
        [{ model: 'HeadlineModule', headline_level: 2, content: 'x', column: 2 }],
        'blocks.0.column',
      ],
      [[{ model: 'HeadlineModule', headline_level: 2, content: 'x', id: 1 }], 'blocks.0.id'],
    ];
    for (const [blocks, field] of attempts) {
      const error = await editor()
        .save('de', section.id, { version: section.version, layout: 3, blocks: blocks as never[] })
        .catch((caught: unknown) => caught);
      expect(error, field).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors), field).toContain(field);
    }
    expect(
      await server.db
        .selectFrom('module')
        .select(['id', 'version'])
        .where('parent_id', '=', section.id)
        .execute(),
    ).toEqual(before);
    expect(server.revalidations).toEqual([]);
  });

  it('answers 409 with the current section for a stale version and changes nothing', async () => {
    const error = await editor()
      .save('de', section.id, { version: section.version - 1, layout: 0, blocks: [] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError<ContainerModule>).current).toMatchObject({
      id: section.id,
      version: section.version,
      layout: 3,
    });
    expect(ids((error as ConflictError<ContainerModule>).current as ContainerModule)).toEqual(
      ids(section),
    );
  });

  it('answers 401 to visitors, 403 without the CSRF header, 404 for an unknown container', async () => {
    const body = { version: section.version, layout: 0 as const, blocks: [] };
    await expect(client().save('de', section.id, body)).rejects.toBeInstanceOf(UnauthorizedError);
    const noToken = await server.app.request(`/de/pageeditor-api/container/${section.id}/`, {
      method: 'POST',
      headers: { cookie: headers['cookie'] ?? '', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(noToken.status).toBe(403);
    await expect(editor().save('en', section.id, body)).rejects.toMatchObject({ status: 404 });
    expect(
      (
        await server.db
          .selectFrom('module')
          .select('version')
          .where('id', '=', section.id)
          .executeTakeFirstOrThrow()
      ).version,
    ).toBe(section.version);
  });

  it("announces a content page's tag and records a page revision", async () => {
    const row = await server.db
      .selectFrom('module')
      .select(['id', 'object_id', 'version', 'data'])
      .where('content_type', '=', pageContentType)
      .where('locale', '=', 'de')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await server.db
      .selectFrom('page_revision')
      .select('id')
      .where('page_id', '=', row.object_id ?? 0)
      .execute();
    const saved = await editor().save('de', row.id, {
      version: row.version,
      layout: 0,
      blocks: [{ model: 'HeadlineModule', headline_level: 2, content: 'Seitenabschnitt' }],
    });
    expect(saved.columns[0]?.children).toMatchObject([
      { model: 'HeadlineModule', content: 'Seitenabschnitt' },
    ]);
    expect(server.revalidations[0]).toContain(`page-${row.object_id}`);
    expect(
      (
        await server.db
          .selectFrom('page_revision')
          .select('id')
          .where('page_id', '=', row.object_id ?? 0)
          .execute()
      ).length,
    ).toBe(before.length + 1);
  });
});

describe('a section save on a content page (save to shown)', () => {
  it('tells the host while the page revision is written, and answers once both are done', async () => {
    let release!: () => void;
    const revisionsWhenTold: number[] = [];
    let pageId = 0;
    const revisions = async () =>
      (
        await slow.db
          .selectFrom('page_revision')
          .select('id')
          .where('page_id', '=', pageId)
          .execute()
      ).length;
    const slow = await createTestApp({
      revalidate: async () => {
        revisionsWhenTold.push(await revisions());
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    try {
      const row = await slow.db
        .selectFrom('module')
        .select(['id', 'object_id', 'version'])
        .where('content_type', '=', pageContentType)
        .where('locale', '=', 'de')
        .where('parent_id', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      pageId = row.object_id ?? 0;
      const before = await revisions();
      let answered = false;
      const saving = createClient({
        fetch: slow.fetch,
        cookies: (await slow.login()).headers['cookie'],
      })
        .sections.save('de', row.id, {
          version: row.version,
          layout: 0,
          blocks: [{ model: 'HeadlineModule', headline_level: 2, content: 'Gleich gezeigt' }],
        })
        .finally(() => (answered = true));
      await expect.poll(revisions).toBe(before + 1);
      expect(revisionsWhenTold).toEqual([before]);
      expect(answered).toBe(false);
      release();
      const saved = await saving;
      const snapshot = (
        await slow.db
          .selectFrom('page_revision')
          .select('snapshot')
          .where('page_id', '=', pageId)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).snapshot as { page: { modules: { id: number }[] } };
      expect(saved.columns[0]?.children).toMatchObject([{ content: 'Gleich gezeigt' }]);
      expect(snapshot.page.modules.find((module) => module.id === row.id)).toEqual(saved);
    } finally {
      await slow.close();
    }
  });
});
