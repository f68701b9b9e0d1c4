import type { RestoreSummary, RestoreTarget } from './restore-backup';

export { RestoreRefusedError } from './restore-refused-error';
export type { RestoreSummary, RestoreTarget };

/**
 * `restoreBackup` (./restore-backup.ts), loaded when called: only the restore command needs it,
 * never the server that serves visitors.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  return (await import('./restore-backup')).restoreBackup(file, target);
}
