import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@aula/content-server';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('configFromEnv', () => {
  it('defaults to 127.0.0.1:3001 with PGlite under ./data', () => {
    expect(configFromEnv({}, '/srv/aula')).toEqual({ port: 3001, hostname: '127.0.0.1', dataDir: '/srv/aula/data/pgdata' });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://db/aula' }, '/srv')).toMatchObject({ databaseUrl: 'postgres://db/aula' });
  });
});

describe('first and later starts', () => {
  it('seeds a new data folder once and keeps its data on the next start', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'aula-content-api-'));
    folders.push(cwd);
    const config = { ...configFromEnv({ CONTENT_API_PORT: '3951' }, cwd) };

    const first = await startServer(config);
    expect(first.seeded).toBe(true);
    const answer = await fetch(`${first.url}/de/api/news/`).then((response) => response.json());
    expect(answer.count).toBe(36);
    await first.close();

    const second = await startServer(config);
    expect(second.seeded).toBe(false);
    const again = await fetch(`${second.url}/en/api/news/`).then((response) => response.json());
    expect(again.count).toBe(36);
    await second.close();
  });
});
