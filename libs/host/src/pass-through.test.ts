import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import {
  passThrough,
  passThroughRefusal,
  readLimited,
  withoutClientForwardedFor,
} from './pass-through';

/** A stand-in for the content API that records what reached it. */
let api: Server;
let apiUrl = '';
const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

const stream = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('the content API pass-through (DESIGN.md 6)', () => {
  it('reads a body up to its limit, and refuses one past it', async () => {
    expect(new TextDecoder().decode((await readLimited(stream('ab', 'cd'), 4)) ?? undefined)).toBe(
      'abcd',
    );
    expect(await readLimited(stream('ab', 'cde'), 4)).toBeNull();
  });

  it('passes the browser origin, the addressed host and the trailing slash on, and every cookie back', async () => {
    const answer = await passThrough(
      new Request('http://aula.example/de/api/newsletter/?x=1', {
        method: 'POST',
        headers: {
          origin: 'http://aula.example',
          host: 'aula.example',
          'content-type': 'application/json',
          connection: 'keep-alive',
        },
        body: '{"a":1}',
      }),
      apiUrl,
    );
    expect(answer.status).toBe(200);
    const call = seen.at(-1);
    expect(call?.url).toBe('/de/api/newsletter/?x=1');
    expect(call?.headers).toMatchObject({
      origin: 'http://aula.example',
      'x-forwarded-host': 'aula.example',
      'content-type': 'application/json',
      'content-length': '7',
    });
    expect(call?.body).toBe('{"a":1}');
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('refuses a body sent without a length past the limit, without calling the API', async () => {
    const before = seen.length;
    const big = new Request('http://aula.example/en/api/newsletter/', {
      method: 'POST',
      body: stream('x'.repeat(1024 * 1024), 'y'),
      duplex: 'half',
    } as RequestInit);
    const answer = await passThrough(big, apiUrl);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ detail: 'The request is too large.' });
    expect(seen.length).toBe(before);
  });

  it('answers 502 in the request language when the API cannot be reached', async () => {
    // Port 9 (discard) has no listener on a test machine: the connection is refused.
    const answer = await passThrough(
      new Request('http://aula.example/de/api/news/'),
      'http://127.0.0.1:9',
    );
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { detail: string }).detail).toMatch(/nicht erreichbar/);
  });

  it("drops the client's own X-Forwarded-For unless the host trusts a proxy in front", () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6', accept: 'text/html' });
    const kept = withoutClientForwardedFor(headers, false);
    expect(kept?.has('x-forwarded-for')).toBe(false);
    expect(kept?.get('accept')).toBe('text/html');
    expect(headers.get('x-forwarded-for')).toBe('6.6.6.6');
    expect(withoutClientForwardedFor(headers, true)).toBeNull();
  });

  it('refuses a path whose percent-encoding is not UTF-8 with 400 in its language, before the API', async () => {
    for (const [path, detail] of [
      ['/de/pageeditor-api/page/%ff?version_id=%ff', 'Die Adresse enthält ungültige Zeichen.'],
      ['/en/pageeditor-api/page/%C0%AF/settings/', 'The address contains invalid characters.'],
      ['/de/api/news/%ED%A0%80/', 'Die Adresse enthält ungültige Zeichen.'],
    ] as const) {
      const refused = passThroughRefusal(new URL(path, 'http://aula.example'), new Headers());
      expect(refused?.status, path).toBe(400);
      expect(await refused?.json(), path).toEqual({ detail });
    }
    const umlaut = new URL('/de/pageeditor-api/page/m%C3%BCnchen', 'http://aula.example');
    expect(passThroughRefusal(umlaut, new Headers())).toBeNull();
  });
});
