// Types of redis-cache-handler.mjs, a plain ESM module Next.js loads by path (next.config.ts
// cacheHandler): Next.js's cache handler interface over Redis (DESIGN.md 4).
export declare const renderWindowMs: number;

export default class RedisCacheHandler {
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, value: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
