import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSecret, backupSecretFile } from './backup-secret';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'aula-secret-'));
  folders.push(made);
  return made;
};
afterEach(() =>
  folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })),
);

describe('backupSecret', () => {
  it('is BACKUP_SECRET when set, and then writes no file', async () => {
    const cwd = folder();
    expect(await backupSecret({ BACKUP_SECRET: 'given' }, cwd)).toBe('given');
    expect(() => statSync(backupSecretFile({}, cwd))).toThrow();
  });

  it('is made once in DATA_DIR/backup-secret, readable by its owner only, and kept', async () => {
    const cwd = folder();
    const env = { DATA_DIR: 'site-data' };
    const first = await backupSecret(env, cwd);
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    expect(await backupSecret(env, cwd)).toBe(first);
    const file = backupSecretFile(env, cwd);
    expect(file).toBe(join(cwd, 'site-data', 'backup-secret'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
