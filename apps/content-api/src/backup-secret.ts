import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Where the backup secret is kept when `BACKUP_SECRET` is not set: beside the data it guards. */
export const backupSecretFile = (env: NodeJS.ProcessEnv, cwd: string) =>
  resolve(cwd, env['DATA_DIR'] ?? 'data', 'backup-secret');

/**
 * The secret of the operator's backup endpoint: `BACKUP_SECRET`, else the one in
 * `DATA_DIR/backup-secret`, made on the first start (readable by its owner only). Whoever can
 * read the data folder can read the data anyway, so `npm run backup` on the same machine needs
 * no configuration; instances sharing the folder share the first instance's secret.
 */
export async function backupSecret(env: NodeJS.ProcessEnv, cwd: string): Promise<string> {
  if (env['BACKUP_SECRET']) return env['BACKUP_SECRET'];
  const file = backupSecretFile(env, cwd);
  await mkdir(resolve(file, '..'), { recursive: true });
  await writeFile(file, `${randomBytes(24).toString('hex')}\n`, { flag: 'wx', mode: 0o600 }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return (await readFile(file, 'utf8')).trim();
}
