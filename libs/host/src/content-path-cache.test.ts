import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cachedContentPathLookup,
  clearContentPathLookups,
  lookupTtl,
  maxLookups,
} from './content-path-cache';
import type { ContentPathLookup } from './content-path-lookup';

const page: ContentPathLookup = { kind: 'page', id: 1 };

describe('cachedContentPathLookup (DESIGN.md 5)', () => {
  beforeEach(() => clearContentPathLookups());

  it('asks the API once per path until the answer expires', async () => {
    const lookup = vi.fn(() => Promise.resolve(page));
    await cachedContentPathLookup('de/a', lookup, 0);
    await cachedContentPathLookup('de/a', lookup, lookupTtl - 1);
    expect(lookup).toHaveBeenCalledTimes(1);
    await cachedContentPathLookup('de/a', lookup, lookupTtl);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('forgets every answer when a write is announced', async () => {
    const lookup = vi.fn(() => Promise.resolve<ContentPathLookup>({ kind: 'none' }));
    await cachedContentPathLookup('de/neu', lookup, 0);
    clearContentPathLookups();
    await cachedContentPathLookup('de/neu', lookup, 1);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps no answer under way while a write was announced (read after save)', async () => {
    let answer!: (result: ContentPathLookup) => void;
    const inFlight = cachedContentPathLookup(
      'de/neu',
      () => new Promise<ContentPathLookup>((resolve) => (answer = resolve)),
      0,
    );
    // The page is published meanwhile: the lookup above read the state before.
    clearContentPathLookups();
    answer({ kind: 'none' });
    expect(await inFlight).toEqual({ kind: 'none' });
    const fresh = vi.fn(() => Promise.resolve(page));
    expect(await cachedContentPathLookup('de/neu', fresh, 1)).toEqual(page);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failed lookup', async () => {
    for (const failed of [{ kind: 'unavailable' }, { kind: 'none', failed: true }] as const) {
      const lookup = vi.fn(() => Promise.resolve<ContentPathLookup>(failed));
      await cachedContentPathLookup('de/x', lookup, 0);
      await cachedContentPathLookup('de/x', lookup, 1);
      expect(lookup).toHaveBeenCalledTimes(2);
    }
  });

  it("answers a path's last known answer while the API cannot be reached, also after a write", async () => {
    await cachedContentPathLookup('de/bekannt', () => Promise.resolve(page), 0);
    clearContentPathLookups();
    const away = vi.fn(() => Promise.resolve<ContentPathLookup>({ kind: 'unavailable' }));
    expect(await cachedContentPathLookup('de/bekannt', away, lookupTtl + 1)).toEqual(page);
    expect(await cachedContentPathLookup('de/unbekannt', away, 1)).toEqual({
      kind: 'unavailable',
    });
    expect(away).toHaveBeenCalledTimes(2);
  });

  it('asks the API once for a path that concurrent requests look up', async () => {
    const lookup = vi.fn(() => new Promise<ContentPathLookup>((done) => setTimeout(done, 5, page)));
    const answers = await Promise.all(
      [0, 1, 2].map(() => cachedContentPathLookup('de/gleichzeitig', lookup, 0)),
    );
    expect(answers).toEqual([page, page, page]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxLookups answers, dropping the oldest', async () => {
    const lookup = vi.fn(() => Promise.resolve(page));
    for (let index = 0; index <= maxLookups; index += 1)
      await cachedContentPathLookup(`de/p${index}`, lookup, 0);
    await cachedContentPathLookup(`de/p${maxLookups}`, lookup, 1);
    expect(lookup).toHaveBeenCalledTimes(maxLookups + 1);
    await cachedContentPathLookup('de/p0', lookup, 1);
    expect(lookup).toHaveBeenCalledTimes(maxLookups + 2);
  });
});
