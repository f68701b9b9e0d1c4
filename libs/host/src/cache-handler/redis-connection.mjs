// One Redis connection per host process, shared by every cache handler instance Next.js makes
// (one per request), and a second one that listens for the other instances' announcements.
import { createClient } from 'redis';

/** Keys and the channel of this site in a Redis that may hold others too. */
export const keyPrefix = process.env.REDIS_KEY_PREFIX ?? 'aula:';
export const tagsKey = `${keyPrefix}tags`;
export const contentPathsChannel = `${keyPrefix}content-paths`;
/** A Redis that does not answer within this is treated as absent: the page is rendered instead. */
export const commandTimeoutMs = 500;

/** The message announcing a write on `contentPathsChannel`: the cache tags it touched. */
export const writtenTagsMessage = (tags) => JSON.stringify({ tags });

/** The tags a message names, or undefined for a clear of everything (`'clear'`, after an outage). */
export function writtenTags(message) {
  try {
    const tags = JSON.parse(message)?.tags;
    return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What this process keeps from the content (@aula/host's content-path lookups and copies of
 * cached pages, under these global keys), on every write another host announces: the lookups all
 * go (a write may add, move or unpublish a page); the copies of the pages that carry one of the
 * written tags go (DESIGN.md 5), all of them for a message without tags.
 */
const forgetContent = (message) => {
  globalThis[Symbol.for('aula.contentPathLookups')]?.clear();
  globalThis[Symbol.for('aula.pageCopies')]?.clear(writtenTags(message));
};

const state = (globalThis[Symbol.for('aula.redisCache')] ??= {
  client: null,
  wasDown: false,
  listening: false,
});

/**
 * DESIGN.md 4: whether this host hears other hosts' writes; only then may it answer from its copies
 * of cached pages.
 */
export const hearsOtherHosts = () => state.listening;

/** Listens for other hosts' writes; what was kept while not listening may be stale, so it goes. */
function listen(subscriber) {
  let subscribed = false;
  const heard = (listening) => {
    forgetContent('clear');
    state.listening = listening;
  };
  subscriber.on('error', () => (state.listening = false));
  subscriber.on('end', () => (state.listening = false));
  subscriber.on('ready', () => heard(subscribed)); // a reconnection subscribes again before it is ready
  subscriber
    .connect()
    .then(() => subscriber.subscribe(contentPathsChannel, forgetContent))
    .then(
      () => heard((subscribed = true)),
      () => undefined,
    );
}

function newClient(url) {
  return createClient({
    url,
    // Commands fail at once while Redis is away (the cache then misses), rather than queueing.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
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
    if (!state.wasDown)
      console.error(
        `Redis cache unavailable (${error.message}); pages are rendered until it is back.`,
      );
    state.wasDown = true;
  });
  client.on('ready', () => {
    if (!state.wasDown) return;
    state.wasDown = false;
    console.error('Redis cache is back; entries from before the outage are dropped.');
    dropEntries(client)
      .then(() => client.publish(contentPathsChannel, 'clear'))
      .catch(() => undefined);
  });
  client.connect().catch(() => undefined);
  listen(subscriber);
  state.client = client;
  return client;
}

/** Runs a command, or answers `fallback` when Redis is away or slow. */
export async function attempt(command, fallback) {
  const client = redisClient();
  if (!client?.isReady) return fallback;
  let timer;
  const timeout = new Promise(
    (resolve) => (timer = setTimeout(resolve, commandTimeoutMs, fallback)),
  );
  try {
    return await Promise.race([command(client), timeout]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
