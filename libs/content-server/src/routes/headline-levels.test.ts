import { createClient, moduleSchema, ValidationError } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;
let narrow: number;

const post = (path: string, body: unknown) =>
  server.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
  // Three columns of a third each: narrow columns (spec 5's secondary set).
  narrow = v.parse(
    moduleSchema,
    await (
      await post('/de/pageeditor-api/module/', {
        model: 'ContainerModule',
        layout: 4,
        slug: 'drei-spalten',
      })
    ).json(),
  ).id;
});
afterAll(() => server.close());

const blockCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('module')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('parent_id', '=', narrow)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * spec 5, DESIGN.md 8: headline levels 2 to 6 in the base set, 2 to 4 in the secondary set (narrow
 * columns).
 */
describe('headline levels by the column a headline sits in', () => {
  it('a section save with level 5 in a narrow column answers 400 with the translated message at the block, and stores nothing', async () => {
    const sections = createClient({ fetch: server.fetch, cookies: headers['cookie'] }).sections;
    const error = await sections
      .save('de', narrow, {
        version: 1,
        layout: 4,
        blocks: [{ model: 'HeadlineModule', headline_level: 5, content: 'Zu tief', column: 1 }],
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      'blocks.0.headline_level': ['validation.headlineLevelSecondary'],
    });
    expect(await blockCount()).toBe(0);
    // Level 4 there, and level 6 in a full-width layout, are fine.
    const saved = await sections.save('de', narrow, {
      version: 1,
      layout: 4,
      blocks: [{ model: 'HeadlineModule', headline_level: 4, content: 'Passt', column: 1 }],
    });
    expect(saved.columns[1]?.children[0]).toMatchObject({
      model: 'HeadlineModule',
      headline_level: 4,
    });
    const wide = await sections.save('de', narrow, {
      version: saved.version,
      layout: 0,
      blocks: [{ model: 'HeadlineModule', headline_level: 6, content: 'Breit', column: 0 }],
    });
    expect(wide.columns[0]?.children[0]).toMatchObject({ headline_level: 6 });
    await sections.save('de', narrow, { version: wide.version, layout: 4, blocks: [] });
  });

  it('the module API refuses a level-6 headline in a narrow column with 400 and the message, and takes level 3', async () => {
    const refused = await post('/de/pageeditor-api/module/', {
      model: 'HeadlineModule',
      headline_level: 6,
      content: 'Zu tief',
      parent: narrow,
      column: 2,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      headline_level: ['validation.headlineLevelSecondary'],
    });
    expect(await blockCount()).toBe(0);
    const created = await post('/de/pageeditor-api/module/', {
      model: 'HeadlineModule',
      headline_level: 3,
      content: 'Passt',
      parent: narrow,
      column: 2,
    });
    expect(created.status).toBe(201);
    const { id, version } = v.parse(moduleSchema, await created.json());
    // An update that deepens it is refused the same way.
    const update = await post(`/de/pageeditor-api/module/${id}/`, {
      model: 'HeadlineModule',
      headline_level: 5,
      content: 'Passt',
      parent: narrow,
      column: 2,
      version,
    });
    expect(update.status).toBe(400);
  });
});
