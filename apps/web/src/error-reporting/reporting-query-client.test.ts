import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportingQueryClient } from './reporting-query-client';

describe('reportingQueryClient (spec 8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reports a failed list request with the list's name, without configuration as a log line", async () => {
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = reportingQueryClient('news list');
    const failed = new Error('page 2 failed');
    await expect(
      client.fetchQuery({ queryKey: ['news', 2], queryFn: () => Promise.reject(failed), retry: 0 }),
    ).rejects.toBe(failed);
    expect(written).toHaveBeenCalledOnce();
    expect(JSON.parse(String(written.mock.calls[0]?.[0]))).toMatchObject({
      message: 'page 2 failed',
      context: { what: 'news list' },
    });
  });
});
