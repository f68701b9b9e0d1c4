import { describe, expect, it, vi } from 'vitest';
import { sharedInFlight } from './shared-in-flight';

/** A fetch whose answer the test gives when it wants. */
function deferred<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return {
    promise,
    resolve: (value: T) => settle?.resolve(value),
    reject: (e: unknown) => settle?.reject(e),
  };
}

describe('sharedInFlight (spec 4: a repeated page request waits for the first)', () => {
  it("gives a second request for the same key the first one's answer, with one fetch", async () => {
    const share = sharedInFlight<string>('aula.test.inFlight.same');
    const answer = deferred<string>();
    const fetch = vi.fn(() => answer.promise);
    const first = share('de/studium', fetch);
    const second = share('de/studium', fetch);
    answer.resolve('page');
    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches other keys on their own, and the same key anew once the first has settled', async () => {
    const share = sharedInFlight<string>('aula.test.inFlight.settled');
    const fetch = vi.fn((key: string) => Promise.resolve(key));
    expect(await share('de/a', () => fetch('a'))).toBe('a');
    expect(await share('de/b', () => fetch('b'))).toBe('b');
    expect(await share('de/a', () => fetch('a'))).toBe('a');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shares a failure with the waiting request but never keeps it', async () => {
    const share = sharedInFlight<string>('aula.test.inFlight.failure');
    const answer = deferred<string>();
    const first = share('en/about', () => answer.promise);
    const second = share('en/about', () => Promise.resolve('not asked'));
    answer.reject(new Error('API down'));
    await expect(first).rejects.toThrow('API down');
    await expect(second).rejects.toThrow('API down');
    expect(await share('en/about', () => Promise.resolve('back'))).toBe('back');
  });
});
