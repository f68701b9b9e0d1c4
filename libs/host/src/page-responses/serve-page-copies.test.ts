import {
  createServer,
  get as httpGet,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { notePageTags } from '../cache-handler/page-tags.mjs';
import { PageCopies } from './page-copies';
import { pageCopyHeader, servePageCopies, type ServePageCopiesOptions } from './serve-page-copies';

const cacheHeaders = {
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  vary: 'rsc, Accept-Encoding',
  'content-type': 'text/html; charset=utf-8',
};
/** What browsers are told of such a page: revalidate it on every visit. */
const browserCacheControl = 'public, max-age=0, must-revalidate, s-maxage=300';

/** Stands in for Next.js's handler: answers a cached page in chunks, as its renderer streams it. */
function pageHandler(
  calls: string[],
  {
    headers = cacheHeaders,
    before,
  }: { headers?: Record<string, string>; before?: () => Promise<void> } = {},
) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    calls.push(request.url ?? '');
    await before?.();
    // As the cache handler does when Next.js's cache answers the page: its tags, one per path.
    notePageTags({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': `tag-of-${request.url}` } });
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.write('<html><body>');
    response.write(Buffer.from(`page ${request.url} ${calls.length}`));
    response.end('</body></html>');
  };
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function serve(
  handler: (request: IncomingMessage, response: ServerResponse) => unknown,
  options: ServePageCopiesOptions = {},
) {
  // A store per test: the process's own (pageCopies()) would carry pages from one test into the next.
  server = createServer(servePageCopies(handler, { copies: new PageCopies(), ...options }));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
}

/**
 * A GET, with `If-None-Match` as a browser revalidates a page it holds. (fetch adds
 * `Cache-Control: no-cache` to a conditional request, which a copy must not answer.)
 */
function revalidate(path: string, etag?: string) {
  const { port } = server?.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = httpGet(
        { host: '127.0.0.1', port, path, headers: etag ? { 'if-none-match': etag } : {} },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
    },
  );
}

describe('servePageCopies (DESIGN.md 5)', () => {
  it("answers a visitor's second request with the bytes Next.js wrote the first time", async () => {
    const calls: string[] = [];
    const get = await serve(pageHandler(calls));
    const first = await get('/de/neuigkeiten');
    const body = await first.text();
    expect(first.headers.get(pageCopyHeader)).toBeNull();
    expect(first.headers.get('cache-control')).toBe(browserCacheControl);
    const second = await get('/de/neuigkeiten');
    expect(await second.text()).toBe(body);
    expect(second.headers.get(pageCopyHeader)).toBe('HIT');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe(browserCacheControl);
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(calls).toEqual(['/de/neuigkeiten']);
    const head = await get('/de/neuigkeiten', { method: 'HEAD' });
    expect(head.headers.get(pageCopyHeader)).toBe('HIT');
    expect(await head.text()).toBe('');
    expect(calls).toHaveLength(1);
  });

  it('answers a revalidation with the ETag of the copy with 304 itself, and a stale ETag with the copy', async () => {
    const calls: string[] = [];
    await serve(pageHandler(calls, { headers: { ...cacheHeaders, etag: '"v1"' } }));
    const { body } = await revalidate('/de/neuigkeiten');
    for (const condition of ['"v1"', 'W/"v1"', '"v0", "v1"', '*']) {
      const revalidated = await revalidate('/de/neuigkeiten', condition);
      expect(revalidated.status, condition).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers['etag']).toBe('"v1"');
      expect(revalidated.headers['cache-control']).toBe(browserCacheControl);
      expect(revalidated.headers[pageCopyHeader]).toBe('HIT');
    }
    const stale = await revalidate('/de/neuigkeiten', '"v0"');
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(body);
    expect(calls).toEqual(['/de/neuigkeiten']);
  });

  it("passes editors' requests and pages Next.js renders per request to Next.js every time", async () => {
    const calls: string[] = [];
    const get = await serve(pageHandler(calls));
    for (let round = 0; round < 2; round++)
      await get('/de', { headers: { cookie: 'sessionid=editor' } });
    expect(calls).toEqual(['/de', '/de']);
    const dynamicCalls: string[] = [];
    const getDynamic = await serve(
      pageHandler(dynamicCalls, {
        headers: {
          ...cacheHeaders,
          'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        },
      }),
    );
    for (let round = 0; round < 2; round++)
      expect((await getDynamic('/de/search?q=a')).headers.get(pageCopyHeader)).toBeNull();
    expect(dynamicCalls).toHaveLength(2);
  });

  it('keeps headers Next.js passes to writeHead', async () => {
    const get = await serve((_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(200, cacheHeaders);
      response.end('whole');
    });
    await get('/de');
    const copy = await get('/de');
    expect(copy.headers.get(pageCopyHeader)).toBe('HIT');
    expect(copy.headers.get('cache-control')).toBe(browserCacheControl);
    expect(await copy.text()).toBe('whole');
  });

  it('does not keep a page whose render overlapped a write that cleared the copies', async () => {
    const copies = new PageCopies();
    const calls: string[] = [];
    const get = await serve(pageHandler(calls, { before: async () => copies.clear() }), { copies });
    await get('/de');
    await get('/de');
    expect(calls).toHaveLength(2);
  });

  it('answers from Next.js while copies cannot be trusted, and again from copies after', async () => {
    let trusted = false;
    const calls: string[] = [];
    const get = await serve(pageHandler(calls), { trusted: () => trusted });
    await get('/de');
    expect((await get('/de')).headers.get('cache-control')).toBe(browserCacheControl);
    expect(calls).toHaveLength(2);
    trusted = true;
    await get('/de');
    expect((await get('/de')).headers.get(pageCopyHeader)).toBe('HIT');
    expect(calls).toHaveLength(3);
  });

  it('drops on a write the copies of the pages carrying its tags, and keeps the others', async () => {
    const copies = new PageCopies();
    const calls: string[] = [];
    const get = await serve(pageHandler(calls), { copies });
    await get('/de/a');
    await get('/de/b');
    copies.clear(['tag-of-/de/a']);
    expect((await get('/de/a')).headers.get(pageCopyHeader)).toBeNull();
    expect((await get('/de/b')).headers.get(pageCopyHeader)).toBe('HIT');
    expect(calls).toEqual(['/de/a', '/de/b', '/de/a']);
  });
});
