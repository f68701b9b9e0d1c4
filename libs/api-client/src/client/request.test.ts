import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, NotFoundError, ParseError } from './errors';
import { requestJson } from './request';

const schema = v.object({ items: v.array(v.object({ title: v.string() })) });

function answering(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('requestJson', () => {
  it('returns the parsed answer', async () => {
    const data = await requestJson({ fetch: answering(200, { items: [{ title: 'a' }] }) }, '/x', schema);
    expect(data.items[0]?.title).toBe('a');
  });

  it('names the field that does not match the schema', async () => {
    const call = requestJson({ fetch: answering(200, { items: [{ title: 3 }] }) }, '/x', schema);
    await expect(call).rejects.toBeInstanceOf(ParseError);
    await expect(call).rejects.toMatchObject({ field: 'items.0.title' });
  });

  it('maps statuses to typed errors', async () => {
    await expect(requestJson({ fetch: answering(404, {}) }, '/x', schema)).rejects.toBeInstanceOf(NotFoundError);
    await expect(requestJson({ fetch: answering(500, {}) }, '/x', schema)).rejects.toBeInstanceOf(HttpError);
  });

  it('wraps an unreachable server in NetworkError', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(requestJson({ fetch: failing }, '/x', schema)).rejects.toBeInstanceOf(NetworkError);
  });
});
