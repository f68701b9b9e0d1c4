// @aula/host/redis-connection: the host process's Redis connection (DESIGN.md 4), which Next.js's
// cache handler (a plain ESM module loaded by path) shares with the host's server.
export {
  attempt,
  commandTimeoutMs,
  contentPathsChannel,
  hearsOtherHosts,
  keyPrefix,
  redisClient,
  tagsKey,
} from './cache-handler/redis-connection.mjs';
