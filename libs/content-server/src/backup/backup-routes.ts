import { timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface BackupOptions {
  /** The operator's secret (`BACKUP_SECRET`, or the one kept in `DATA_DIR/backup-secret`). */
  secret: string;
  /** The media folder copied into the backup (`DATA_DIR/media`). */
  mediaDir: string;
}

/** The path of the operator's backup endpoint; the web host passes nothing under it on. */
export const backupPath = '/operator-api/backup/';

function sameSecret(given: string, secret: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(secret);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `GET /operator-api/backup/` with `Authorization: Bearer {secret}`: a backup of the running
 * site (`writeBackup`) as a .tar.gz. It is built in a temporary file first, so the database
 * snapshot is held only while the rows are read, however slowly the archive is downloaded.
 */
export function backupRoutes(db: Kysely<Database>, { secret, mediaDir }: BackupOptions) {
  const app = new Hono();
  app.get(backupPath, async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!secret || !sameSecret(given, secret)) {
      return c.json({ detail: 'Backup secret missing or wrong.' }, 401);
    }
    const folder = await mkdtemp(join(tmpdir(), 'aula-backup-'));
    const file = join(folder, 'backup.tar.gz');
    const removeFolder = () => void rm(folder, { recursive: true, force: true });
    try {
      // Loaded on the first backup: the archive code has no place in serving visitors.
      const { writeBackup } = await import('./write-backup');
      await writeBackup(db, mediaDir, file);
    } catch (error) {
      removeFolder();
      throw error;
    }
    const { size } = await stat(file);
    const stream = createReadStream(file).on('close', removeFolder);
    const name = `aula-backup-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.tar.gz`;
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
      'content-type': 'application/gzip',
      'content-length': String(size),
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    });
  });
  return app;
}
