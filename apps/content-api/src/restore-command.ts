import { resolve } from 'node:path';
import { restoreBackup, RestoreRefusedError } from '@aula/content-server';
import { configFromEnv } from './config';

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `npm run restore -- <backup.tar.gz>`: restores a backup into the data folder (`DATA_DIR`) or
 * the PostgreSQL database (`DATABASE_URL`) the content API would open; both must be empty.
 * Answers the exit code: 0 restored, 1 refused or failed, 2 no file given.
 */
export async function runRestore(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  out: CommandOutput = console,
): Promise<number> {
  const [file] = argv;
  if (!file) {
    out.error('Usage: npm run restore -- <backup.tar.gz>');
    return 2;
  }
  const config = configFromEnv(env, cwd);
  const target = config.databaseUrl
    ? { databaseUrl: config.databaseUrl, mediaDir: config.mediaDir ?? '' }
    : { dataDir: config.dataDir ?? '', mediaDir: config.mediaDir ?? '' };
  try {
    const summary = await restoreBackup(resolve(cwd, file), target);
    const database = config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir;
    out.log(
      `Restored the backup of ${summary.createdAt} (${summary.mediaFiles} media files) into ` +
        `${database} and ${config.mediaDir}.`,
    );
    return 0;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    out.error(error instanceof RestoreRefusedError ? `Nothing was restored: ${reason}` : reason);
    return 1;
  }
}
