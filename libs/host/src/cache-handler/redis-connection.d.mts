// Types of redis-connection.mjs, a plain ESM module Next.js loads by path (next.config.ts cacheHandler).
import type { RedisClientType } from 'redis';

export declare const keyPrefix: string;
export declare const tagsKey: string;
export declare const contentPathsChannel: string;
export declare const commandTimeoutMs: number;
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
