import { describe, expect, it, vi } from 'vitest';
import { httpRevalidate } from './revalidate';

describe('httpRevalidate', () => {
  it('posts the tags to {HOST_URL}/api/revalidate with the shared secret', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const revalidate = httpRevalidate({
      hostUrl: 'http://host.test/',
      secret: 's3cret',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init });
        return new Response(null, { status: 204 });
      },
    });
    await revalidate(['page-1', 'section-home-intro']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://host.test/api/revalidate');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer s3cret');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      tags: ['page-1', 'section-home-intro'],
    });
  });

  it('fails when the host refuses, so the caller can report it', async () => {
    const revalidate = httpRevalidate({
      hostUrl: 'http://host.test',
      secret: 'x',
      fetch: async () => new Response(null, { status: 401 }),
    });
    await expect(revalidate(['page-1'])).rejects.toThrow('401');
  });
});

describe('httpRevalidate and a slow or unreachable host (DESIGN.md 5)', () => {
  it('answers the write once the host has the tags, without waiting longer', async () => {
    const revalidate = httpRevalidate({
      hostUrl: 'http://host.test',
      secret: 'x',
      waitMs: 10_000,
      fetch: async () => new Response(null, { status: 200 }),
    });
    const started = Date.now();
    await revalidate(['page-1']);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('by default answers only once a slow host dropped the tags (read after save)', async () => {
    let dropped = false;
    const revalidate = httpRevalidate({
      hostUrl: 'http://host.test',
      secret: 'x',
      fetch: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        dropped = true;
        return new Response(null, { status: 200 });
      },
    });
    await revalidate(['page-1']);
    expect(dropped).toBe(true);
  });

  it('does not hold the write longer than waitMs, and still delivers the tags after', async () => {
    let release: (() => void) | undefined;
    const delivered: string[][] = [];
    const revalidate = httpRevalidate({
      hostUrl: 'http://host.test',
      secret: 'x',
      waitMs: 20,
      fetch: async (_url, init) => {
        await new Promise<void>((resolve) => (release = resolve));
        delivered.push((JSON.parse(String(init?.body)) as { tags: string[] }).tags);
        return new Response(null, { status: 200 });
      },
    });
    await revalidate(['page-2']);
    expect(delivered).toEqual([]);
    release?.();
    await vi.waitFor(() => expect(delivered).toEqual([['page-2']]));
  });

  it('asks an unreachable host again, and reports a delivery that fails for good', async () => {
    let calls = 0;
    const late: unknown[] = [];
    const revalidate = httpRevalidate({
      hostUrl: 'http://host.test',
      secret: 'x',
      waitMs: 1,
      retryDelaysMs: [5, 5],
      reportLateError: (error) => late.push(error),
      fetch: async () => {
        calls++;
        throw new TypeError('fetch failed');
      },
    });
    await revalidate(['page-3']);
    await vi.waitFor(() => expect(late).toHaveLength(1));
    expect(calls).toBe(3);
  });

  it('retries a host that failed once and succeeds within the wait', async () => {
    let calls = 0;
    const revalidate = httpRevalidate({
      hostUrl: 'http://host.test',
      secret: 'x',
      waitMs: 5_000,
      retryDelaysMs: [5],
      fetch: async () =>
        ++calls === 1 ? new Response(null, { status: 503 }) : new Response(null, { status: 200 }),
    });
    await revalidate(['page-4']);
    expect(calls).toBe(2);
  });
});
