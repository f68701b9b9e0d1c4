import { describe, expect, it } from 'vitest';
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
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ tags: ['page-1', 'section-home-intro'] });
  });

  it('fails when the host refuses, so the caller can report it', async () => {
    const revalidate = httpRevalidate({ hostUrl: 'http://host.test', secret: 'x', fetch: async () => new Response(null, { status: 401 }) });
    await expect(revalidate(['page-1'])).rejects.toThrow('401');
  });
});
