import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@aula/content-server';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

const folders: string[] = [];
afterEach(() =>
  folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })),
);

describe('configFromEnv', () => {
  it('defaults to 127.0.0.1:3001 with PGlite under ./data', () => {
    expect(configFromEnv({}, '/srv/aula')).toEqual({
      port: 3001,
      hostname: '127.0.0.1',
      dataDir: '/srv/aula/data/pgdata',
      mediaDir: '/srv/aula/data/media',
    });
  });

  it('multiplies the demo volume with --scale N or SEED_SCALE', () => {
    expect(configFromEnv({ SEED_SCALE: '10' }, '/srv').scale).toBe(10);
    expect(configFromEnv({ SEED_SCALE: '10' }, '/srv', ['--scale', '100']).scale).toBe(100);
    expect(configFromEnv({}, '/srv', ['--scale=3']).scale).toBe(3);
    expect(configFromEnv({}, '/srv', ['--scale', 'x']).scale).toBeUndefined();
  });

  it('polls for scheduled publications every PUBLISH_POLL_MS, ignoring what is not a positive number', () => {
    expect(configFromEnv({ PUBLISH_POLL_MS: '2000' }, '/srv').publishPollMs).toBe(2000);
    expect(configFromEnv({ PUBLISH_POLL_MS: 'soon' }, '/srv')).not.toHaveProperty('publishPollMs');
    expect(configFromEnv({ PUBLISH_POLL_MS: '-5' }, '/srv')).not.toHaveProperty('publishPollMs');
  });

  it('notifies the host after writes when HOST_URL and REVALIDATE_SECRET are set', () => {
    expect(
      configFromEnv({ HOST_URL: 'http://127.0.0.1:3000', REVALIDATE_SECRET: 's3cret' }, '/srv'),
    ).toMatchObject({
      revalidate: { hostUrl: 'http://127.0.0.1:3000', secret: 's3cret' },
    });
    expect(configFromEnv({ HOST_URL: 'http://127.0.0.1:3000' }, '/srv')).not.toHaveProperty(
      'revalidate',
    );
  });

  it('takes the site origin, extra origins and trusted proxies from SITE_URL, ALLOWED_ORIGINS and TRUSTED_PROXIES', () => {
    expect(
      configFromEnv(
        {
          SITE_URL: 'https://aula.example',
          ALLOWED_ORIGINS: 'https://a.example, https://b.example',
          TRUSTED_PROXIES: '10.0.0.0/8, loopback',
        },
        '/srv',
      ),
    ).toMatchObject({
      siteUrl: 'https://aula.example',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      trustedProxies: ['10.0.0.0/8', 'loopback'],
    });
    expect(configFromEnv({}, '/srv')).not.toHaveProperty('trustedProxies');
  });

  it('sends failures to Sentry when SENTRY_DSN is set (spec 8), else writes log lines', () => {
    const dsn = 'https://public@sentry.example/1';
    expect(configFromEnv({ SENTRY_DSN: dsn }, '/srv')).toMatchObject({ sentryDsn: dsn });
    expect(configFromEnv({ SENTRY_DSN: '' }, '/srv')).not.toHaveProperty('sentryDsn');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://db/aula' }, '/srv')).toMatchObject({
      databaseUrl: 'postgres://db/aula',
    });
  });
});

describe('first and later starts', () => {
  // Two database starts and the first start's generated images (WebP + AVIF) take a while on a busy machine.
  it(
    'seeds a new data folder once and keeps its data on the next start',
    { timeout: 180_000 },
    async () => {
      const cwd = mkdtempSync(join(tmpdir(), 'aula-content-api-'));
      folders.push(cwd);
      const config = { ...configFromEnv({ CONTENT_API_PORT: '3951' }, cwd) };

      const first = await startServer(config);
      expect(first.seeded).toBe(true);
      const answer = await fetch(`${first.url}/de/api/news/`).then((response) => response.json());
      expect(answer.count).toBe(48);
      const image = await fetch(`${first.url}/media/derivatives/demo-1-vertical.webp`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      await first.close();

      const second = await startServer(config);
      expect(second.seeded).toBe(false);
      const again = await fetch(`${second.url}/en/api/news/`).then((response) => response.json());
      expect(again.count).toBe(48);
      await second.close();
    },
  );
});
