// Types of unstored-renders.mjs, a plain ESM module the cache handlers load by path.
export declare function markUnstoredRender(path: string, now?: number): void;
export declare function takeUnstoredRender(key: string, now?: number): boolean;
export declare function isPageEntry(value: unknown): boolean;
