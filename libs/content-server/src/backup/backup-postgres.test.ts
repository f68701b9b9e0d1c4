import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csrfCookieName, csrfHeaderName, sessionCookieName } from '@aula/api-client';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../create-app';
import { migrate, openDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import { fileMediaStore } from '../media/media-store';
import { seedDemoContent } from '../seed/seed-demo-content';
import { demoEditor } from '../seed/users';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { cookieFrom } from '../testing/test-app';
import { testToday } from '../testing/test-today';
import { allRows, expectEdits, makeEdits } from '../testing/backup-round-trip';
import { backupPath } from './backup-routes';
import { restoreBackup } from './restore-backup';
import { RestoreRefusedError } from './restore-refused-error';
import { filesUnder, writeBackup } from './write-backup';

// The DATABASE_URL path: a backup of a site on PostgreSQL restored into another, empty database
// owned by a role without superuser rights (as in production), and into a PGlite folder.
let cluster: PostgresCluster;
let folder: string;
let db: Kysely<Database>;
let siteUrl: string;
let targetUrl: string;
let duringUrl: string;
const secret = 'operator-secret';
const archive = () => join(folder, 'backup.tar.gz');

beforeAll(async () => {
  cluster = await startPostgresCluster();
  folder = await mkdtemp(join(tmpdir(), 'aula-backup-pg-'));
  siteUrl = await cluster.createOwnedDatabase('site');
  db = await openDatabase({ databaseUrl: siteUrl });
  targetUrl = await cluster.createOwnedDatabase('restored');
  duringUrl = await cluster.createOwnedDatabase('during');
  await migrate(db);
  await seedDemoContent(db, { today: testToday });
}, 180_000);
afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('backup and restore on PostgreSQL', () => {
  it('restores every row and media file into an empty database, then refuses it', async () => {
    const mediaDir = join(folder, 'media');
    const app = createApp({
      db,
      media: fileMediaStore(mediaDir),
      now: () => testToday,
      backup: { secret, mediaDir },
      mailer: async () => undefined,
    });
    const fetchFromApp: typeof fetch = async (input, init) =>
      app.request(input instanceof Request ? input : String(input), init);
    const edits = await makeEdits({ db, app, fetch: fetchFromApp }, await login(app));
    const response = await app.request(backupPath, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(response.status).toBe(200);
    await writeFile(archive(), Buffer.from(await response.arrayBuffer()));
    const before = await allRows(db);

    const target = { databaseUrl: targetUrl, mediaDir: join(folder, 'restored-media') };
    await restoreBackup(archive(), target);
    const restored = await openDatabase({ databaseUrl: targetUrl });
    try {
      expectEdits(before, edits);
      expect(await allRows(restored)).toEqual(before);
      expect(await filesUnder(target.mediaDir)).toEqual(await filesUnder(mediaDir));
      expect((await filesUnder(mediaDir)).length).toBeGreaterThan(0);
    } finally {
      await restored.destroy();
    }

    const again = { databaseUrl: targetUrl, mediaDir: join(folder, 'empty-media') };
    await expect(restoreBackup(archive(), again)).rejects.toThrow(
      new RestoreRefusedError('The database is not empty: restore needs a new, empty one.'),
    );
    expect(await filesUnder(again.mediaDir)).toEqual([]);
  });

  it('restores the backup into a PGlite folder (moving a site off PostgreSQL)', async () => {
    const target = { dataDir: join(folder, 'pglite'), mediaDir: join(folder, 'pglite-media') };
    await restoreBackup(archive(), target);
    const restored = await openDatabase({ dataDir: target.dataDir });
    try {
      expect(await allRows(restored)).toEqual(await allRows(db));
    } finally {
      await restored.destroy();
    }
  }, 60_000); // The demo body sections: a thousand more rows to restore and compare.

  it('holds one snapshot: what is written while the rows are read is not in the backup', async () => {
    const file = join(folder, 'during-writes.tar.gz');
    const other = await openDatabase({ databaseUrl: siteUrl });
    let written = false;
    try {
      await writeBackup(db, join(folder, 'media'), file, {
        // After the first table, another connection adds a page, as an editor meanwhile would.
        afterTable: async () => {
          if (written) return;
          written = true;
          await other
            .insertInto('page')
            .values({ slug: 'written-during-backup', path_de: 'waehrend', path_en: 'during' })
            .execute();
        },
      });
    } finally {
      await other.destroy();
    }
    const target = { databaseUrl: duringUrl, mediaDir: join(folder, 'during-media') };
    await restoreBackup(file, target);
    const restored = await openDatabase({ databaseUrl: duringUrl });
    try {
      const slugs = await restored.selectFrom('page').select('slug').execute();
      expect(slugs.map((page) => page.slug)).toContain('backup-test');
      expect(slugs.map((page) => page.slug)).not.toContain('written-during-backup');
    } finally {
      await restored.destroy();
    }
    const live = await db.selectFrom('page').select('slug').execute();
    expect(live.map((page) => page.slug)).toContain('written-during-backup');
  });
});

/** Logs the demo editor in; answers the headers of its later requests. */
async function login(app: ReturnType<typeof createApp>): Promise<Record<string, string>> {
  const token = 'postgres-backup-token-0123456789';
  const response = await app.request('/de/pageeditor-api/login/', {
    method: 'POST',
    headers: {
      cookie: `${csrfCookieName}=${token}`,
      [csrfHeaderName]: token,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ username: demoEditor.email, password: demoEditor.password }),
  });
  const csrf = cookieFrom(response, csrfCookieName) ?? token;
  const session = cookieFrom(response, sessionCookieName);
  return {
    cookie: `${sessionCookieName}=${session}; ${csrfCookieName}=${csrf}`,
    [csrfHeaderName]: csrf,
    'content-type': 'application/json',
  };
}
