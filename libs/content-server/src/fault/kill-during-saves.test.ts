import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import {
  findPostgresBinaries,
  startPostgresCluster,
  type PostgresCluster,
} from '../testing/postgres-cluster';
import { freeLocalPort, startApiProcess } from './content-api-process';
import { editorSession, firstContainer, saveUntilDown } from './save-stream';

/**
 * A write is all or nothing: the content API is killed (SIGKILL) in the middle of a stream of saves
 * and started again. Every save that was answered is there, and no save is there in part: each
 * block has its revision, and each one bumped the page's version and wrote the page's revision with
 * it.
 */
async function killDuringSaves(
  port: number,
  env: Record<string, string>,
  inspect: () => Promise<Kysely<Database>>,
  closeApi: 'stop' | 'keep',
) {
  const api = await startApiProcess(port, env);
  const headers = await editorSession(api.url);
  const parent = await firstContainer(api.url, headers, 'hochschule');
  const page = (await (
    await fetch(`${api.url}/de/pageeditor-api/page/hochschule`, { headers })
  ).json()) as { id: number };
  const before = (await (
    await fetch(`${api.url}/de/pageeditor-api/page/${page.id}/settings/`, { headers })
  ).json()) as { version: number };
  const stream = saveUntilDown(api.url, headers, parent);
  // Kill it once some saves were answered, with more under way.
  const started = Date.now();
  while (Date.now() - started < 60_000 && (await probeCount(api.url, headers, parent)) < 8)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await api.kill();
  const answered = await stream;
  expect(answered.size).toBeGreaterThan(0);

  const again = await startApiProcess(port, env, 120_000);
  // Every answered save reads back through the API.
  const container = (await (
    await fetch(`${again.url}/de/pageeditor-api/module/${parent}/`, {
      headers: await editorSession(again.url),
    })
  ).json()) as { columns: { children: { id: number; content?: string }[] }[] };
  const shown = new Map(
    container.columns
      .flatMap((column) => column.children)
      .map((child) => [child.id, child.content ?? '']),
  );
  for (const [text, id] of answered) expect(shown.get(id), text).toBe(`<p>${text}</p>`);
  if (closeApi === 'stop') await again.stop();

  const db = await inspect();
  try {
    const blocks = (
      await db
        .selectFrom('module')
        .select(['id', 'version', 'data'])
        .where('parent_id', '=', parent)
        .execute()
    ).filter((row) => String(row.data['content'] ?? '').includes('Fehlertest'));
    expect(blocks.length).toBeGreaterThanOrEqual(answered.size);
    for (const block of blocks) {
      const revision = await db
        .selectFrom('module_revision')
        .select('id')
        .where('module_id', '=', block.id)
        .where('version', '=', block.version)
        .executeTakeFirst();
      expect(revision, `revision of block ${block.id}`).toBeDefined();
    }
    const row = await db
      .selectFrom('page')
      .select('version')
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow();
    expect(row.version - before.version).toBe(blocks.length);
    const revisions = await db
      .selectFrom('page_revision')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('page_id', '=', page.id)
      .where('version', '>', before.version)
      .executeTakeFirstOrThrow();
    expect(Number(revisions.n)).toBe(blocks.length);
  } finally {
    await db.destroy();
    if (closeApi === 'keep') await again.stop();
  }
}

/** Every write pauses between its statements, so the kill lands inside one (see fault-pause.ts). */
const pauseInWrites = { AULA_FAULT_WRITE_PAUSE_MS: '120' };

/** How many test blocks the section holds now (0 when the API does not answer). */
async function probeCount(
  url: string,
  headers: Record<string, string>,
  parent: number,
): Promise<number> {
  try {
    const answer = (await (
      await fetch(`${url}/de/pageeditor-api/module/${parent}/`, { headers })
    ).json()) as { columns: { children: { content?: string }[] }[] };
    return answer.columns
      .flatMap((column) => column.children)
      .filter((child) => child.content?.includes('Fehlertest')).length;
  } catch {
    return 0;
  }
}

describe('a content API killed in the middle of saves', () => {
  const folders: string[] = [];
  let cluster: PostgresCluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it(
    'over PGlite keeps every answered save and no half-written one',
    { timeout: 480_000 },
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'aula-fault-'));
      folders.push(folder);
      await killDuringSaves(
        await freeLocalPort(),
        { DATA_DIR: folder, ...pauseInWrites },
        () => openDatabase({ dataDir: join(folder, 'pgdata') }),
        'stop',
      );
    },
  );

  it(
    'over PostgreSQL keeps every answered save and no half-written one',
    { timeout: 480_000 },
    async () => {
      expect(
        await findPostgresBinaries(),
        'PostgreSQL server binaries (npm test installs them)',
      ).not.toBeNull();
      cluster = await startPostgresCluster({ ports: [4380, 4389] });
      const url = await cluster.createOwnedDatabase('aula_fault');
      const folder = mkdtempSync(join(tmpdir(), 'aula-fault-media-'));
      folders.push(folder);
      await killDuringSaves(
        await freeLocalPort(),
        { DATABASE_URL: url, DATA_DIR: folder, ...pauseInWrites },
        () => openDatabase({ databaseUrl: url }),
        'keep',
      );
    },
  );
});
