// Types of render-start-cache-handler.mjs, a plain ESM module Next.js loads by path
// (next.config.ts cacheHandler): Next.js's in-memory cache (its FileSystemCache), entries stamped
// by the start of their render (DESIGN.md 5, read after save).
export declare const renderWindowMs: number;

export default class RenderStartCache {
  static renderStarts: Map<string, number>;
  /** The options Next.js passes to its FileSystemCache. */
  constructor(options: Record<string, unknown>);
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
