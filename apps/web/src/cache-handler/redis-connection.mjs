// One Redis connection per host process, shared by every cache handler instance Next.js makes
// (one per request), and a second one that listens for the other instances' announcements.
import { createClient } from 'redis';

/** Keys and the channel of this site in a Redis that may hold others too. */
export const keyPrefix = process.env.REDIS_KEY_PREFIX ?? 'aula:';
export const tagsKey = `${keyPrefix}tags`;
export const contentPathsChannel = `${keyPrefix}content-paths`;
/** A Redis that does not answer within this is treated as absent: the page is rendered instead. */
export const commandTimeoutMs = 500;

/** The proxy's content-path cache of this process (apps/web/src/content-pages/content-path-cache.ts keeps it under this key). */
const contentPathLookups = Symbol.for('aula.contentPathLookups');
const clearContentPathLookups = () => globalThis[contentPathLookups]?.clear();

const state = (globalThis[Symbol.for('aula.redisCache')] ??= { client: null, wasDown: false });

function newClient(url) {
  return createClient({
    url,
    // Commands fail at once while Redis is away (the cache then misses), rather than queueing.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
}

/** Drops this site's entries: after an outage, invalidations may have been missed. */
async function dropEntries(client) {
  for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) {
    if (keys.length > 0) await client.unlink(keys);
  }
}

/**
 * The shared client of `REDIS_URL`, connecting in the background. Errors are logged once per
 * outage; when Redis comes back, entries stored before are dropped and the content-path
 * caches of every instance are cleared.
 */
export function redisClient(url = process.env.REDIS_URL) {
  if (state.client || !url) return state.client;
  const client = newClient(url);
  const subscriber = newClient(url);
  client.on('error', (error) => {
    if (!state.wasDown) console.error(`Redis cache unavailable (${error.message}); pages are rendered until it is back.`);
    state.wasDown = true;
  });
  subscriber.on('error', () => undefined);
  client.on('ready', () => {
    if (!state.wasDown) return;
    state.wasDown = false;
    console.error('Redis cache is back; entries from before the outage are dropped.');
    dropEntries(client)
      .then(() => client.publish(contentPathsChannel, 'clear'))
      .catch(() => undefined);
  });
  client.connect().catch(() => undefined);
  subscriber
    .connect()
    .then(() => subscriber.subscribe(contentPathsChannel, clearContentPathLookups))
    .catch(() => undefined);
  state.client = client;
  return client;
}

/** Runs a command, or answers `fallback` when Redis is away or slow. */
export async function attempt(command, fallback) {
  const client = redisClient();
  if (!client?.isReady) return fallback;
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, commandTimeoutMs, fallback)));
  try {
    return await Promise.race([command(client), timeout]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
