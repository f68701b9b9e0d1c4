// Types of page-tags.mjs, a plain ESM module the cache handlers load by path.
export declare function collectPageTags<T>(tags: Set<string>, run: () => T): T;
export declare function notePageTags(value: unknown, extraTags?: readonly unknown[]): void;
