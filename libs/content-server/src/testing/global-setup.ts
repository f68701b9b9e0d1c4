import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpDatabase, migrate, openDatabase } from '../db/open-database';
import { seedDemoContent } from '../seed/seed-demo-content';
import { testToday } from './test-today';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of a dump of the migrated, seeded test database (see test-app.ts). */
    seededDatabase: string;
  }
}

/**
 * Migrates and seeds one database for the whole run and hands its dump to every test file:
 * loading a dump takes a second where creating, migrating and seeding takes several.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'aula-content-server-test-'));
  const db = await openDatabase();
  await migrate(db);
  await seedDemoContent(db, { today: testToday });
  const dump = await dumpDatabase(db);
  await db.destroy();
  if (!dump) throw new Error('the test database could not be dumped');
  const file = join(folder, 'seeded.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('seededDatabase', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
