import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { collectPageTags } from '../cache-handler/page-tags.mjs';
import { type PageCopies, type PageCopy, pageCopies } from './page-copies';
import { revalidatedByBrowsers } from './browser-revalidation';
import { pageRequestKey } from './page-request-key';
import { copyLifetime } from './storable-page';

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** Headers of one connection, not of the page. */
const connectionHeaders = ['connection', 'keep-alive', 'transfer-encoding', 'date'];

/** Marks an answer written from the copy (tests and operators can tell). */
export const pageCopyHeader = 'x-aula-page-copy';

export interface ServePageCopiesOptions {
  copies?: PageCopies;
  /** False while copies cannot be trusted (with Redis: while this host would not hear of other hosts' writes). */
  trusted?: () => boolean;
  now?: () => number;
}

/** The bytes of a `write`/`end` chunk, copied (the caller may reuse its buffer). */
function chunkBytes(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/** The headers given to `writeHead` (an object, `[name, value]` pairs or Node's flat list), by lower-case name. */
function headersGiven(given: unknown): OutgoingHttpHeaders {
  const pairs: [unknown, unknown][] = !Array.isArray(given)
    ? Object.entries((given ?? {}) as object)
    : Array.isArray(given[0])
      ? (given as [unknown, unknown][])
      : given.flatMap((name, index) =>
          index % 2 === 0 ? [[name, given[index + 1]] as [unknown, unknown]] : [],
        );
  return Object.fromEntries(
    pairs.map(([name, value]) => [
      String(name).toLowerCase(),
      value as OutgoingHttpHeaders[string],
    ]),
  );
}

type Answer = (status: number, headers: OutgoingHttpHeaders) => number | null;

/**
 * Calls `done` with the status, headers, body and `lifetime` of what Next.js wrote, once it ends
 * the answer. The lifetime is read when the first bytes go out (the headers are final then), and
 * only an answer with one is recorded: static files and API answers are passed through untouched.
 */
function recordAnswer(
  response: ServerResponse,
  maxBytes: number,
  lifetime: Answer,
  done: (headers: OutgoingHttpHeaders, body: Buffer, lifetime: number) => void,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  let written: OutgoingHttpHeaders = {};
  let kept: number | null | undefined;
  const headers = () => ({ ...response.getHeaders(), ...written });
  const keep = (chunk: unknown, encoding: unknown) => {
    kept ??= lifetime(response.statusCode, headers());
    const bytes = kept === null || typeof chunk === 'function' ? null : chunkBytes(chunk, encoding);
    if (!bytes || size > maxBytes) return;
    size += bytes.length;
    chunks.push(bytes);
  };
  const writeHead = response.writeHead;
  const write = response.write;
  const end = response.end;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    written = { ...written, ...headersGiven(typeof args[1] === 'string' ? args[2] : args[1]) };
    return (writeHead as (...given: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (typeof kept === 'number' && size <= maxBytes)
      done(headers(), Buffer.concat(chunks, size), kept);
    return result;
  } as ServerResponse['end'];
}

/** The copy of an answer: its headers without the connection's, with its length and page's tags. */
function copyOf(
  headers: OutgoingHttpHeaders,
  body: Buffer,
  expires: number,
  tags: ReadonlySet<string>,
): PageCopy {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !connectionHeaders.includes(name)) kept[name] = value;
  kept['content-length'] = body.length;
  // Served again from what Next.js's cache held: a hit, even if this answer stored it first.
  kept['x-nextjs-cache'] = 'HIT';
  kept[pageCopyHeader] = 'HIT';
  return { status: 200, headers: kept, body, expires, tags };
}

/**
 * Whether `If-None-Match` names the copy's ETag (RFC 9110 13.1.2: weak comparison, a list, or
 * `*`): a browser that holds the page revalidates it on every visit (`browserCacheControl`),
 * and the copy answers 304 itself.
 */
function matchesEtag(condition: string | undefined, etag: OutgoingHttpHeaders[string]): boolean {
  if (!condition || typeof etag !== 'string') return false;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return condition.split(',').some((tag) => tag.trim() === '*' || weakless(tag) === weakless(etag));
}

/** A 304 carries the page's validators and caching headers, not its body's (RFC 9110 15.4.5). */
function notModifiedHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const bodyHeaders = ['content-length', 'content-type', 'content-encoding'];
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !bodyHeaders.includes(name)),
  );
}

/**
 * DESIGN.md 5: a Node.js request handler that answers a visitor's request for a page Next.js
 * serves from its cache with the bytes Next.js wrote for it last time, and passes every other
 * request to `handle` (Next.js's). Next.js's cache stays the one that decides: only what it
 * served from its cache, or just stored, is copied (`copyLifetime`), copies expire with the
 * page's shared lifetime, and a revalidation clears those of the pages carrying its tags
 * (`clearPageCopies`; the cache handlers note a page's tags while Next.js serves it). Every
 * answer tells browsers to revalidate a cached page on each visit (`browserCacheControl`).
 */
export function servePageCopies(
  handle: Handler,
  { copies = pageCopies(), trusted = () => true, now = Date.now }: ServePageCopiesOptions = {},
): Handler {
  return (request, response) => {
    // Installed last, so that what is recorded for a copy is what browsers were told.
    const pass = () => {
      revalidatedByBrowsers(response);
      return handle(request, response);
    };
    const key = pageRequestKey(request);
    if (key === null || !trusted()) return pass();
    const copy = copies.get(key, now());
    if (copy && matchesEtag(request.headers['if-none-match'], copy.headers['etag'])) {
      response.writeHead(304, notModifiedHeaders(copy.headers));
      response.end();
      return undefined;
    }
    if (copy) {
      response.writeHead(copy.status, copy.headers);
      response.end(request.method === 'HEAD' ? undefined : copy.body);
      return undefined;
    }
    if (request.method !== 'GET') return pass();
    const generation = copies.generation;
    const tags = new Set<string>();
    recordAnswer(response, copies.maxEntryBytes, copyLifetime, (headers, body, lifetime) =>
      copies.set(key, copyOf(headers, body, now() + lifetime, tags), generation),
    );
    return collectPageTags(tags, pass);
  };
}
