// Run with `node --test tools/scripts`. The endpoint itself is tested against the real content
// API (libs/content-server/src/backup); here a stand-in answers as it does.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { backup, backupFile, backupSource } from './backup.mjs';

let folder;
let server;
let url;
before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'aula-backup-cli-'));
  server = createServer((req, res) => {
    if (req.url !== '/operator-api/backup/') return res.writeHead(404).end();
    // This secret stands for a content API that fails in the middle of the download.
    if (req.headers.authorization === 'Bearer cut')
      return res.writeHead(200, { 'content-length': '100' }).write('cut', () => res.destroy());
    if (req.headers.authorization !== 'Bearer right') return res.writeHead(401).end();
    res.writeHead(200, { 'content-type': 'application/gzip' }).end('archive bytes');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}`;
});
after(async () => {
  server.close();
  await rm(folder, { recursive: true, force: true });
});

test('saves the archive under the given name, or a dated one inside a folder', async () => {
  const file = join(folder, 'site.tar.gz');
  assert.equal(await backup({ url, secret: 'right' }, file), 13);
  assert.equal(await readFile(file, 'utf8'), 'archive bytes');
  const now = new Date('2026-03-01T02:30:00Z');
  assert.equal(
    await backupFile(folder, { now }),
    join(folder, 'aula-backup-2026-03-01T02-30-00.tar.gz'),
  );
  const dated = await backupFile('new/', { now, cwd: folder });
  assert.equal(dated, join(folder, 'new', 'aula-backup-2026-03-01T02-30-00.tar.gz'));
  assert.equal(await backup({ url, secret: 'right' }, dated), 13);
});

test('takes the secret from BACKUP_SECRET or the content API’s file in DATA_DIR', async () => {
  assert.deepEqual(await backupSource({ BACKUP_SECRET: 's', CONTENT_API_PORT: '4000' }, folder), {
    url: 'http://127.0.0.1:4000',
    secret: 's',
  });
  await mkdir(join(folder, 'site'), { recursive: true });
  await writeFile(join(folder, 'site', 'backup-secret'), 'from-file\n');
  const source = await backupSource({ DATA_DIR: 'site', CONTENT_API_URL: `${url}/` }, folder);
  assert.deepEqual(source, { url, secret: 'from-file' });
  await assert.rejects(backupSource({ DATA_DIR: 'none' }, folder), /No backup secret/);
});

test('fails clearly, leaving no file, on a wrong secret, no API or a cut download', async () => {
  const file = join(folder, 'failed.tar.gz');
  await assert.rejects(backup({ url, secret: 'wrong' }, file), /refused the secret/);
  await assert.rejects(
    backup({ url: 'http://127.0.0.1:9', secret: 'x' }, file),
    /No content API answers/,
  );
  await assert.rejects(backup({ url, secret: 'cut' }, file));
  assert.deepEqual(
    (await readdir(folder)).filter((name) => name.startsWith('failed')),
    [],
  );
});
