import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCopies } from '../page-responses/page-copies';

interface Handler {
  get(key: string, ctx: object): Promise<{ value: { html: string } } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string[]): Promise<void>;
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': 'page-7' },
  status: 200,
  segmentData: new Map(),
});
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free loopback port: what the system hands out for port 0. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let redis: ChildProcess | undefined;
let dir = '';
let create: () => Handler;
let client: { isReady: boolean; destroy(): void } | undefined;

// DESIGN.md 4: the Redis handler against a real Redis, started privately (Debian's redis-server,
// which `npm test` installs when missing, as for the scale-out test).
beforeAll(async () => {
  const port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'aula-redis-handler-'));
  redis = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: 'ignore' },
  );
  process.env['REDIS_URL'] = `redis://127.0.0.1:${port}`;
  process.env['REDIS_KEY_PREFIX'] = `aula-test-${port}:`;
  const { default: RedisCacheHandler } = await import('./redis-cache-handler.mjs');
  const { redisClient } = await import('./redis-connection.mjs');
  create = () => new RedisCacheHandler() as Handler;
  create();
  client = redisClient() ?? undefined;
  const deadline = Date.now() + 10_000;
  while (!client?.isReady) {
    if (Date.now() > deadline) throw new Error('redis-server did not come up');
    await pause(50);
  }
}, 20_000);

afterAll(async () => {
  // The last test stops Redis: the client, perhaps reconnecting, is closed at once (a QUIT would wait for an answer).
  client?.destroy();
  const exited =
    redis && redis.exitCode === null && redis.signalCode === null
      ? new Promise((done) => redis?.once('exit', done))
      : undefined;
  redis?.kill('SIGTERM');
  await exited;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('RedisCacheHandler render-start stamping (DESIGN.md 4 and 5, read after save)', () => {
  it('drops what a render stored that began before a revalidation and ended after it', async () => {
    const cache = create();
    expect(await cache.get('/de/seite', ctx)).toBeNull(); // a visitor's render begins (old content)
    await pause(5);
    await create().revalidateTag(['page-7']); // an editor's save is announced meanwhile (any instance)
    await pause(5);
    await create().set('/de/seite', page('old'), ctx); // the render ends and stores the old content
    expect(await create().get('/de/seite', ctx)).toBeNull(); // the next visitor renders afresh
  });

  it('keeps what a render stored that began after the revalidation', async () => {
    await create().revalidateTag(['page-7']);
    await pause(5);
    expect(await create().get('/de/andere', ctx)).toBeNull();
    await create().set('/de/andere', page('new'), ctx);
    expect(await create().get('/de/andere', ctx)).toMatchObject({ value: { html: 'new' } });
  });

  it('stores nothing of a render marked unstored (spec 8, a failed page request)', async () => {
    const { markUnstoredRender } = await import('./unstored-renders.mjs');
    const key = '/route-cache/APP_PAGE/a1/$/de/cms/0/vierte'; // Next.js 16's page cache key
    expect(await create().get(key, ctx)).toBeNull();
    markUnstoredRender('/de/cms/0/vierte');
    await create().set(key, page('404'), ctx);
    expect(await create().get(key, ctx)).toBeNull();
  });

  it('keeps what a render stored when no revalidation came in between', async () => {
    expect(await create().get('/de/dritte', ctx)).toBeNull();
    await pause(5);
    await create().set('/de/dritte', page('fresh'), ctx);
    expect(await create().get('/de/dritte', ctx)).toMatchObject({ value: { html: 'fresh' } });
  });
});

describe("this host's copies of cached pages with Redis (DESIGN.md 4)", () => {
  const copy = (tags: string[]) => ({
    status: 200,
    headers: {},
    body: Buffer.from('page'),
    expires: Number.MAX_SAFE_INTEGER,
    tags: new Set(tags),
  });

  it('are trusted while the host listens, and dropped per tag when any host announces a write', async () => {
    const { hearsOtherHosts } = await import('./redis-connection.mjs');
    await expect.poll(hearsOtherHosts).toBe(true);
    pageCopies().set('/de/seite', copy(['page-7']), pageCopies().generation);
    pageCopies().set('/de/andere', copy(['page-8']), pageCopies().generation);
    expect(pageCopies().get('/de/seite')).toBeDefined();
    // Another host's revalidation: Redis tells every listening host which tags it wrote.
    await create().revalidateTag(['page-7']);
    await expect.poll(() => pageCopies().get('/de/seite')).toBeUndefined();
    expect(pageCopies().get('/de/andere')).toBeDefined();
  });

  it('reads the tags of a write message, and clears all for a message without', async () => {
    const { writtenTags, writtenTagsMessage } = await import('./redis-connection.mjs');
    expect(writtenTags(writtenTagsMessage(['page-7', 'module-3']))).toEqual(['page-7', 'module-3']);
    expect(writtenTags('clear')).toBeUndefined();
    expect(writtenTags('{"tags":[7]}')).toBeUndefined();
  });

  it('are not trusted while Redis is away (this host would not hear of writes)', async () => {
    const { hearsOtherHosts } = await import('./redis-connection.mjs');
    const exited = new Promise((done) => redis?.once('exit', done));
    redis?.kill('SIGTERM');
    await exited;
    await expect.poll(hearsOtherHosts).toBe(false);
  });
});
