import {
  blockDefinitions,
  blockModels,
  moduleSchema,
  type AnyModule,
  type BlockField,
  type BlockFields,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loadSubtrees } from './module-repository';
import { readModules } from './read-modules';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** Every module of a tree, depth first (containers' columns and list items). */
const isModule = (value: unknown): value is AnyModule => v.is(moduleSchema, value);

function flatten(modules: readonly unknown[]): AnyModule[] {
  return modules.flatMap((module): AnyModule[] => {
    if (!isModule(module)) return [];
    if (module.model === 'ContainerModule')
      return [module, ...flatten(module.columns.flatMap((column) => column.children))];
    return [module, ...('children' in module ? flatten(module.children) : [])];
  });
}

/** The keys of the read model a field reaches the renderer under. */
const readKeys = (key: string, field: BlockField) =>
  field.kind === 'embed'
    ? ['embed_url', 'platform']
    : field.kind === 'image'
      ? [key, 'image_url']
      : [key];

describe('the block definitions against the demo content', () => {
  it('every seeded module parses with its definition, and every model is seeded', async () => {
    const rows = await server.db.selectFrom('module').selectAll().execute();
    const roots = rows.filter((row) => row.parent_id === null).map((row) => row.id);
    const errors: unknown[] = [];
    for (const locale of ['de', 'en'] as const) {
      const localeRoots = roots.filter(
        (id) => rows.find((row) => row.id === id)?.locale === locale,
      );
      const read = flatten(
        await readModules(
          server.db,
          await loadSubtrees(server.db, localeRoots),
          localeRoots,
          locale,
          (error) => errors.push(error),
        ),
      );
      expect(errors).toEqual([]);
      // Entry lists answer resolved teasers, not modules; every stored module comes back.
      expect(read.length).toBe(rows.filter((row) => row.locale === locale).length);
      expect(new Set(read.map((module) => module.model))).toEqual(new Set(blockModels));
      for (const module of read) {
        const stored = rows.find((row) => row.id === module.id);
        expect(
          v.safeParse(blockDefinitions[module.model].read as v.GenericSchema, module).success,
          module.model,
        ).toBe(true);
        // What the server stored passes the model's save rule again (defaults filled in on save).
        const input = {
          ...stored?.data,
          ...(module.model === 'ContainerModule' ? { slug: module.slug } : {}),
        };
        expect(
          v.safeParse(blockDefinitions[module.model].input as v.GenericSchema, input).success,
          `${module.model} ${module.id}`,
        ).toBe(true);
        // Every field of the definition reaches the renderer's model.
        for (const [key, field] of Object.entries(
          blockDefinitions[module.model].fields as BlockFields,
        )) {
          for (const readKey of readKeys(key, field))
            expect(Object.keys(module), `${module.model}.${key}`).toContain(readKey);
        }
      }
    }
  });
});
