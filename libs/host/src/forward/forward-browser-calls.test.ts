import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../security-headers';
import { forwardBrowserCalls } from './forward-browser-calls';

/** A stand-in for the content API that records what reached it. */
let api: Server;
let apiUrl = '';
const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
/** The host's server: the forwarding in front of a handler standing in for Next.js. */
let host: Server;
let hostUrl = '';
let downHost: Server;
let downHostUrl = '';
let trustingHost: Server;
let trustingHostUrl = '';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
/** Next.js's handler, for every request not forwarded. */
const nextStandIn = (_request: IncomingMessage, response: ServerResponse) => response.end('next');

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      if (request.url?.startsWith('/media/')) {
        response.writeHead(200, {
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'content-length': 10,
        });
        return response.end('webp-bytes');
      }
      response.statusCode = request.url?.includes('missing') ? 404 : 201;
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.setHeader('x-frame-options', 'SAMEORIGIN');
      // Streamed in two parts, without a length.
      response.write('{"ok":');
      setTimeout(() => response.end('true}'), 5);
    });
  });
  apiUrl = await listen(api);
  host = createServer(
    forwardBrowserCalls(nextStandIn, { apiUrl: () => apiUrl, trustsProxies: false }),
  );
  hostUrl = await listen(host);
  const closed = createServer();
  const closedUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  downHost = createServer(
    forwardBrowserCalls(nextStandIn, { apiUrl: () => closedUrl, trustsProxies: false }),
  );
  downHostUrl = await listen(downHost);
  trustingHost = createServer(
    forwardBrowserCalls(nextStandIn, { apiUrl: () => apiUrl, trustsProxies: true }),
  );
  trustingHostUrl = await listen(trustingHost);
});
afterAll(async () => {
  for (const server of [api, host, downHost, trustingHost]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** One raw request (node:http gives a body its length unless sent chunked). */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    agent,
  }: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    // The path as given (a URL would resolve its dot segments before sending).
    const { origin } = new URL(url);
    const outgoing = httpRequest(origin, {
      method,
      headers,
      agent,
      path: url.slice(origin.length),
    });
    outgoing.on('error', reject);
    outgoing.on('response', (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }),
      );
    });
    outgoing.end(body);
  });
}

describe('the host server forwards the browser calls to the content API (DESIGN.md 2, 6)', () => {
  it('streams the status, headers, every cookie and body back, with the security headers', async () => {
    const answer = await send(`${hostUrl}/de/api/newsletter/?x=1`, {
      method: 'POST',
      headers: {
        origin: 'http://aula.example',
        host: 'aula.example',
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.9',
      },
      body: '{"a":1}',
    });
    expect(answer).toMatchObject({ status: 201, body: '{"ok":true}' });
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
    const call = seen.at(-1);
    expect(call).toMatchObject({ method: 'POST', url: '/de/api/newsletter/?x=1', body: '{"a":1}' });
    expect(call?.headers).toMatchObject({
      origin: 'http://aula.example',
      'x-forwarded-host': 'aula.example',
      'x-forwarded-proto': 'http',
      // The client's own address claim is dropped for the address the host saw.
      'x-forwarded-for': '127.0.0.1',
      'content-type': 'application/json',
      'content-length': '7',
    });
  });

  it('keeps the address of a trusted proxy in front (TRUSTED_PROXIES)', async () => {
    await send(`${trustingHostUrl}/de/api/news/`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('passes an error status of the API and the editor API and media paths as they are', async () => {
    expect(await send(`${hostUrl}/en/pageeditor-api/missing/`)).toMatchObject({ status: 404 });
    expect(seen.at(-1)?.url).toBe('/en/pageeditor-api/missing/');
    const media = await send(`${hostUrl}/media/derivatives/a-800.webp`);
    expect(media).toMatchObject({ status: 200, body: 'webp-bytes' });
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.headers['content-type']).toBe('image/webp');
  });

  it('answers an immutable media file it has seen from memory, with the same headers', async () => {
    const path = '/media/derivatives/kept-800.webp';
    const first = await send(`${hostUrl}${path}`);
    const again = await send(`${hostUrl}${path}`);
    expect(seen.filter((call) => call.url === path)).toHaveLength(1);
    expect(again).toMatchObject({ status: 200, body: 'webp-bytes' });
    const { date: _date, ...firstHeaders } = first.headers;
    const { date: _dateAgain, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    // Other media paths, and what is not media, still reach the API each time.
    await send(`${hostUrl}/media/derivatives/other-800.webp`);
    await send(`${hostUrl}/de/api/news/`);
    await send(`${hostUrl}/de/api/news/`);
    expect(seen.filter((call) => call.url === '/de/api/news/').length).toBeGreaterThanOrEqual(2);
    expect(seen.filter((call) => call.url === '/media/derivatives/other-800.webp')).toHaveLength(1);
  });

  it('leaves every other request to the handler behind it', async () => {
    const before = seen.length;
    for (const path of [
      '/de/neuigkeiten',
      '/api/revalidate',
      '/de/apis/',
      '/mediathek/',
      '/de/api/../neuigkeiten',
    ])
      expect((await send(`${hostUrl}${path}`)).body, path).toBe('next');
    expect(seen.length).toBe(before);
  });

  it('refuses as the pass-through does, without calling the API', async () => {
    const before = seen.length;
    const long = await send(`${hostUrl}/de/api/search/?q=${'x'.repeat(9000)}`);
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toEqual({ detail: 'Die Adresse ist zu lang.' });
    expect(long.headers['content-security-policy']).toBe(
      securityHeaders['Content-Security-Policy'],
    );
    expect((await send(`${hostUrl}/de/api/%E0%A4%A/`)).status).toBe(400);
    const declared = await send(`${hostUrl}/en/api/newsletter/`, {
      method: 'POST',
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ detail: 'The request is too large.' });
    // Sent chunked, without a length: refused once it passes the limit.
    const chunked = await send(`${hostUrl}/de/api/newsletter/`, {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(chunked.status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it('keeps the connection of a refused upload for the next request on it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const upload = await send(`${hostUrl}/en/pageeditor-api/media/`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'x'.repeat(16 * 1024 * 1024),
      agent,
    });
    expect(upload.status).toBe(413);
    expect(upload.headers.connection).not.toBe('close');
    expect((await send(`${hostUrl}/de/api/news/`, { agent })).status).toBe(201);
    agent.destroy();
  });

  it('lets go of a kept-alive connection before the API closes it, so a save never meets a closed one', async () => {
    // node:http's server says `Keep-Alive: timeout=2` and closes an idle connection after 2 s. A
    // save written onto it as it closes fails (ECONNRESET) and is not asked again (not idempotent).
    const shortLived = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end('{}'));
    });
    shortLived.keepAliveTimeout = 2000;
    const closedByHost = new Promise<boolean>((resolve) =>
      shortLived.once('connection', (socket) => {
        let ended = false;
        socket.once('end', () => (ended = true));
        socket.once('close', () => resolve(ended));
      }),
    );
    const shortLivedUrl = await listen(shortLived);
    const forwarding = createServer(
      forwardBrowserCalls(nextStandIn, { apiUrl: () => shortLivedUrl, trustsProxies: false }),
    );
    const forwardingUrl = await listen(forwarding);
    const saved = await send(`${forwardingUrl}/de/pageeditor-api/container/1/`, {
      method: 'PUT',
      body: '{}',
    });
    expect(saved.status).toBe(200);
    // The host's end of the connection closed first (the API read its end of the stream).
    expect(await closedByHost).toBe(true);
    for (const server of [forwarding, shortLived]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers a down content API with the translated 502, never a stack trace', async () => {
    const answer = await send(`${downHostUrl}/en/api/news/`);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
