import { blockFieldsOfKind } from '@aula/api-client';
import { SelectQueryNode, TableNode, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { readPage } from '../pages/read-page';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** `db` with the tables each of its selects reads from noted in `tables`. */
function noting(db: Kysely<Database>, tables: string[]): Kysely<Database> {
  return db.withPlugin({
    transformQuery: ({ node }) => {
      if (SelectQueryNode.is(node))
        for (const from of node.from?.froms ?? [])
          if (TableNode.is(from)) tables.push(from.table.identifier.name);
      return node;
    },
    transformResult: async ({ result }) => result,
  });
}

/** The teasers of the page's News, Event and Person lists, by the list's model. */
function teasersOf(modules: readonly unknown[]): Map<string, { image_url?: unknown }[]> {
  const found = new Map<string, { image_url?: unknown }[]>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const module = value as Record<string, unknown>;
    const model = typeof module['model'] === 'string' ? module['model'] : '';
    for (const [key] of blockFieldsOfKind(model, 'entityReference'))
      found.set(model, module[key] as { image_url?: unknown }[]);
    Object.values(module).forEach(visit);
  };
  visit(modules);
  return found;
}

describe('reading a page (spec 3)', () => {
  it("reads the blocks' images and the listed entries' images in one lookup", async () => {
    const row = await server.db
      .selectFrom('page')
      .selectAll()
      .where('path_de', '=', 'bloecke')
      .executeTakeFirstOrThrow();
    const tables: string[] = [];
    const page = await readPage(noting(server.db, tables), row, 'de', { editor: false });
    const lists = teasersOf(page.modules);
    // The demo block page lists news, events and persons, each with images.
    expect(lists.size).toBeGreaterThanOrEqual(3);
    for (const [model, teasers] of lists)
      expect(
        teasers.some((teaser) => typeof teaser.image_url === 'string'),
        model,
      ).toBe(true);
    // One for the blocks and entries, one for the page's sharing image.
    expect(tables.filter((table) => table === 'media')).toHaveLength(row.og_image_id ? 2 : 1);
    expect(tables.filter((table) => table === 'media_derivative')).toHaveLength(
      row.og_image_id ? 2 : 1,
    );
  });
});
