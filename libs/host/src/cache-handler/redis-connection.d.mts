// Types of redis-connection.mjs, a plain ESM module Next.js loads by path (next.config.ts cacheHandler).
import type { RedisClientType } from 'redis';

export declare const keyPrefix: string;
export declare const tagsKey: string;
export declare const contentPathsChannel: string;
export declare const commandTimeoutMs: number;
/** The message announcing a write to the other hosts: the cache tags it touched. */
export declare const writtenTagsMessage: (tags: readonly string[]) => string;
/** The tags a write message names, or undefined for a clear of everything. */
export declare function writtenTags(message: string): string[] | undefined;
/**
 * DESIGN.md 4: whether this host hears the writes other hosts announce (then it may serve copies of
 * cached pages).
 */
export declare const hearsOtherHosts: () => boolean;
export declare function redisClient(url?: string): RedisClientType | null;
export declare function attempt<T, F>(
  command: (client: RedisClientType) => Promise<T>,
  fallback: F,
): Promise<T | F>;
