import { describe, expect, it, vi } from 'vitest';
import {
  chunkReloadIntervalMs,
  isChunkLoadFailure,
  reloadAfterChunkFailure,
} from './reload-after-chunk-failure';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('reloadAfterChunkFailure (spec 8, 9)', () => {
  it('knows failed chunk loads of the bundlers and the browsers, and nothing else', () => {
    expect(isChunkLoadFailure(chunkError())).toBe(true);
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(
      true,
    );
    expect(isChunkLoadFailure(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 60 seconds, and never for another error', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(new Error('boom'), { storage, now: 1_000, reload })).toBe(false);
    expect(reloadAfterChunkFailure(chunkError(), { storage, now: 1_000, reload })).toBe(true);
    const soon = 1_000 + chunkReloadIntervalMs - 1;
    expect(reloadAfterChunkFailure(chunkError(), { storage, now: soon, reload })).toBe(false);
    const later = 1_000 + chunkReloadIntervalMs;
    expect(reloadAfterChunkFailure(chunkError(), { storage, now: later, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without a storage to remember the last reload', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadAfterChunkFailure(chunkError(), { storage, now: 0, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
