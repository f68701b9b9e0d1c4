#!/usr/bin/env node
// `npm run backup -- <file or folder>` (README "Backup and restore"): asks the running content
// API for a backup (its database in one snapshot and its media) and saves it. The site keeps
// serving meanwhile. The secret is BACKUP_SECRET, or the one the content API keeps in
// DATA_DIR/backup-secret; the address CONTENT_API_URL, or CONTENT_API_HOST and CONTENT_API_PORT.
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const backupPath = '/operator-api/backup/';

/** Where the backup goes: `target`, or a dated name inside it when it is a folder. */
export async function backupFile(target, { now = new Date(), cwd = process.cwd() } = {}) {
  const name = `aula-backup-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.tar.gz`;
  if (!target) return resolve(cwd, name);
  const path = resolve(cwd, target);
  const isFolder = target.endsWith('/') || (await stat(path).catch(() => null))?.isDirectory();
  return isFolder ? resolve(path, name) : path;
}

/** The content API's address and the operator's secret, as the content API itself reads them. */
export async function backupSource(env, cwd) {
  const url =
    env.CONTENT_API_URL ??
    `http://${env.CONTENT_API_HOST ?? '127.0.0.1'}:${env.CONTENT_API_PORT ?? '3001'}`;
  const secretFile = resolve(cwd, env.DATA_DIR ?? 'data', 'backup-secret');
  const secret = env.BACKUP_SECRET ?? (await readFile(secretFile, 'utf8').catch(() => '')).trim();
  if (!secret) {
    throw new Error(
      `No backup secret: set BACKUP_SECRET, or run this where ${secretFile} is readable ` +
        '(the content API writes it on its first start).',
    );
  }
  return { url: url.replace(/\/$/, ''), secret };
}

/** Downloads a backup into `file` (written under `file.partial`, renamed when complete). */
export async function backup({ url, secret }, file) {
  const response = await fetch(`${url}${backupPath}`, {
    headers: { authorization: `Bearer ${secret}` },
  }).catch((error) => {
    throw new Error(`No content API answers at ${url} (${error.cause?.code ?? error.message}).`);
  });
  if (response.status === 401) throw new Error(`The content API at ${url} refused the secret.`);
  if (!response.ok || !response.body) {
    throw new Error(`The content API at ${url} answered ${response.status}.`);
  }
  const partial = `${file}.partial`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await pipeline(Readable.fromWeb(response.body), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    // npm runs this in the repository; a relative name is meant from where it was typed.
    const file = await backupFile(process.argv[2], { cwd: process.env.INIT_CWD });
    const size = await backup(await backupSource(process.env, process.cwd()), file);
    console.log(`Backup saved: ${file} (${(size / 1024 / 1024).toFixed(1)} MB)`);
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
