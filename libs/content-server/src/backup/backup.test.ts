import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../create-app';
import { migrate, openDatabase } from '../db/open-database';
import { fileMediaStore } from '../media/media-store';
import { createTestApp, type TestApp } from '../testing/test-app';
import { allRows, backupUser, expectEdits, makeEdits } from '../testing/backup-round-trip';
import { backupPath } from './backup-routes';
import { restoreBackup } from './restore-backup';
import { RestoreRefusedError } from './restore-refused-error';
import { filesUnder } from './write-backup';

const secret = 'operator-secret';
let folder: string;
let server: TestApp;
let edits: Awaited<ReturnType<typeof makeEdits>>;
const sourceMedia = () => join(folder, 'source-media');
const archive = () => join(folder, 'backup.tar.gz');
const target = (name: string) => ({
  dataDir: join(folder, name, 'pgdata'),
  mediaDir: join(folder, name, 'media'),
});

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'aula-backup-test-'));
  server = await createTestApp({
    media: fileMediaStore(sourceMedia()),
    backup: { secret, mediaDir: sourceMedia() },
  });
  edits = await makeEdits(server, (await server.login()).headers);
}, 120_000);
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

describe('backup of a running site (PGlite) and restore into a new data folder', () => {
  it('answers only the operator with the backup secret', async () => {
    expect((await server.app.request(backupPath)).status).toBe(401);
    const wrong = await server.app.request(backupPath, {
      headers: { authorization: 'Bearer wrong' },
    });
    expect(wrong.status).toBe(401);
  });

  it('restores every page, section revision, media file and user as they were', async () => {
    const response = await server.app.request(backupPath, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    await writeFile(archive(), Buffer.from(await response.arrayBuffer()));
    const before = await allRows(server.db);

    const restored = target('restored');
    const summary = await restoreBackup(archive(), restored);
    expect(summary.mediaFiles).toBe((await filesUnder(sourceMedia())).length);

    const db = await openDatabase({ dataDir: restored.dataDir });
    try {
      await migrate(db);
      const after = await allRows(db);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      // The edits are there, and so is everything else, row for row.
      expectEdits(after, edits);
      expect(after).toEqual(before);
      expect(await filesUnder(restored.mediaDir)).toEqual(await filesUnder(sourceMedia()));
      for (const path of await filesUnder(sourceMedia())) {
        expect(await readFile(join(restored.mediaDir, path))).toEqual(
          await readFile(join(sourceMedia(), path)),
        );
      }
      await expectServing(db, restored.mediaDir);
    } finally {
      await db.destroy();
    }
  }, 60_000); // The demo body sections: a thousand more rows to restore and compare.

  it('refuses a non-empty target and a file that is no backup, changing nothing', async () => {
    const restored = target('restored');
    const files = await filesUnder(join(folder, 'restored'));
    await expect(restoreBackup(archive(), restored)).rejects.toThrow(RestoreRefusedError);
    expect(await filesUnder(join(folder, 'restored'))).toEqual(files);

    const mediaOnly = target('media-only');
    await writeFile(join(folder, 'stray.txt'), 'x');
    await expect(restoreBackup(join(folder, 'stray.txt'), mediaOnly)).rejects.toThrow(
      'not an Aula backup',
    );
    expect(await filesUnder(join(folder, 'media-only'))).toEqual([]);
  });

  it('leaves nothing behind when the archive breaks off in the middle', async () => {
    const whole = await readFile(archive());
    await writeFile(join(folder, 'cut.tar.gz'), whole.subarray(0, whole.length / 2));
    await expect(restoreBackup(join(folder, 'cut.tar.gz'), target('cut'))).rejects.toThrow(
      /^Restore failed \(.+\); nothing was kept\.$/,
    );
    expect(await filesUnder(join(folder, 'cut'))).toEqual([]);
  });
});

/** The restored site answers like the old one: the section, the image, the new user's login. */
async function expectServing(db: Awaited<ReturnType<typeof openDatabase>>, mediaDir: string) {
  const app = createApp({ db, media: fileMediaStore(mediaDir), reportError: () => undefined });
  const image = await app.request(edits.imageUrl);
  expect(image.status).toBe(200);
  const original = await server.app.request(edits.imageUrl);
  expect(Buffer.from(await image.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()));
  expect((await loginAs(app)).status).toBe(200);
  // The sequences go on where they were: a new row takes no id of a restored one.
  const added = await db
    .insertInto('app_user')
    .values({ email: 'neu@aula.example', username: 'neu', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const highest = await server.db
    .selectFrom('app_user')
    .select(({ fn }) => fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  expect(added.id).toBeGreaterThan(Number(highest.id));
}

async function loginAs(app: ReturnType<typeof createApp>) {
  const token = 'backup-test-token-0123456789abcdef';
  return app.request('/de/pageeditor-api/login/', {
    method: 'POST',
    headers: {
      cookie: `csrftoken=${token}`,
      'X-CSRFToken': token,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ username: backupUser.email, password: backupUser.password }),
  });
}
