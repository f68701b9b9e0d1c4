// A content API and a host of their own, for a test that must change the database between two
// starts of the API (PGlite is single-process: only a stopped API leaves its data to others).
// Each on a loopback port of its own; stopped by their PIDs.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { stopChild, waitFor } from './child-processes';

const root = resolve(import.meta.dirname, '../../..');

function start(args: string[], env: NodeJS.ProcessEnv, cwd = root): ChildProcess {
  return spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
}

export interface PrivateSite {
  url: string;
  stop(): Promise<void>;
}

/** A copy of the seeded demo database in `dataDir` (support/seeded-data.mjs). */
async function layData(dataDir: string): Promise<void> {
  const child = start([join(root, 'apps/web-e2e/support/seeded-data.mjs'), dataDir], {});
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`seeded-data.mjs ${dataDir} exited with ${String(code)}`);
}

/**
 * Lays a copy of the seeded demo database for the content API on `apiPort`, runs `change` on the
 * database (as SQL through PGlite), starts the API and a host on `webPort` in front of it.
 */
export async function startPrivateSite(
  apiPort: number,
  webPort: number,
  change: (db: PGlite) => Promise<void>,
): Promise<PrivateSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-private-site-'));
  const apiEnv = {
    CONTENT_API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    HOST_URL: `http://127.0.0.1:${webPort}`,
    REVALIDATE_SECRET: 'private-site',
  };
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of children.reverse()) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await layData(dataDir);
    const db = await PGlite.create({
      dataDir: join(dataDir, 'pgdata'),
      extensions: { pg_trgm, unaccent },
    });
    try {
      await change(db);
    } finally {
      await db.close();
    }
    children.push(start(['apps/content-api/dist/main.js'], apiEnv));
    await waitFor(`http://127.0.0.1:${apiPort}/de/api/news/`);
    children.push(
      start(
        [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(webPort)],
        {
          CONTENT_API_URL: `http://127.0.0.1:${apiPort}`,
          HOST_URL: `http://127.0.0.1:${webPort}`,
          REVALIDATE_SECRET: 'private-site',
          NEXT_TELEMETRY_DISABLED: '1',
        },
        join(root, 'apps/web'),
      ),
    );
    await waitFor(`http://127.0.0.1:${webPort}/de/neuigkeiten`);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { url: `http://127.0.0.1:${webPort}`, stop: stopAll };
}
