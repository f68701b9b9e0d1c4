import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupPath, startServer } from '@aula/content-server';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSecret } from './backup-secret';
import { configFromEnv } from './config';
import { runRestore } from './restore-command';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'aula-restore-'));
  folders.push(made);
  return made;
};
afterEach(() =>
  folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })),
);

const output = () => {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: {
      log: (line: string) => lines.log.push(line),
      error: (line: string) => lines.error.push(line),
    },
  };
};

describe('npm run restore', () => {
  it('asks for a file when given none', async () => {
    const { lines, out } = output();
    expect(await runRestore([], {}, folder(), out)).toBe(2);
    expect(lines.error).toEqual(['Usage: npm run restore -- <backup.tar.gz>']);
  });

  it('refuses a data folder that is not empty, saying why and changing nothing', async () => {
    const cwd = folder();
    mkdirSync(join(cwd, 'data', 'pgdata'), { recursive: true });
    writeFileSync(join(cwd, 'data', 'pgdata', 'PG_VERSION'), '17');
    writeFileSync(join(cwd, 'backup.tar.gz'), 'not a backup');
    const { lines, out } = output();
    expect(await runRestore(['backup.tar.gz'], {}, cwd, out)).toBe(1);
    expect(lines.error[0]).toMatch(/^Nothing was restored: The database folder .* is not empty\.$/);
    expect(readdirSync(join(cwd, 'data'))).toEqual(['pgdata']);
    expect(readdirSync(join(cwd, 'data', 'pgdata'))).toEqual(['PG_VERSION']);
  });

  it(
    'restores what the running content API backed up into a new DATA_DIR',
    { timeout: 180_000 },
    async () => {
      const cwd = folder();
      const env = { CONTENT_API_PORT: '3957', DATA_DIR: 'site' };
      const server = await startServer({
        ...configFromEnv(env, cwd),
        backupSecret: await backupSecret(env, cwd),
      });
      try {
        const response = await fetch(`${server.url}${backupPath}`, {
          headers: { authorization: `Bearer ${await backupSecret(env, cwd)}` },
        });
        expect(response.status).toBe(200);
        writeFileSync(join(cwd, 'site.tar.gz'), Buffer.from(await response.arrayBuffer()));
      } finally {
        await server.close();
      }
      const { lines, out } = output();
      expect(await runRestore(['site.tar.gz'], { DATA_DIR: 'copy' }, cwd, out)).toBe(0);
      expect(lines.log[0]).toMatch(/^Restored the backup of .* \(\d+ media files\) into /);
      const copy = await startServer({ ...configFromEnv({ ...env, DATA_DIR: 'copy' }, cwd) });
      try {
        expect(copy.seeded).toBe(false);
        const news = await fetch(`${copy.url}/de/api/news/`).then((answer) => answer.json());
        expect(news.count).toBe(48);
        const image = await fetch(`${copy.url}/media/derivatives/demo-1-vertical.webp`);
        expect(image.status).toBe(200);
      } finally {
        await copy.close();
      }
    },
  );
});
