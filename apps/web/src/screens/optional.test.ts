import { describe, expect, it, vi } from 'vitest';
import { optional } from './optional';

describe('optional (spec 8: a failed section does not show)', () => {
  it('gives the value of a request that succeeds', async () => {
    await expect(optional(Promise.resolve([1]), 'x')).resolves.toEqual([1]);
  });

  it('gives null and logs a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(optional(Promise.reject(new Error('down')), 'teasers')).resolves.toBeNull();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
