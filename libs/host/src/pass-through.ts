import { t } from '@aula/i18n';
import {
  defaultLocale,
  type Locale,
  bodyLimitOf,
  isUploadPath,
  requestLimits,
  validationMessages,
} from '@aula/api-client';

/**
 * DESIGN.md 2 and 6: the browser's calls to the content API (`/{locale}/api/*`,
 * `/{locale}/pageeditor-api/*`, `/media/*`) pass through the host's own route handlers rather
 * than a proxy rewrite, so that the host decides what crosses: the API sees the browser's
 * `Origin`, the host it addressed (`X-Forwarded-Host`) and the address the host saw
 * (`X-Forwarded-For`, set by Next.js from the socket once the proxy dropped the client's own);
 * the browser never sees the API's address (a rewrite answered `x-middleware-rewrite` with it).
 */

/** Headers of one hop only (RFC 9110 7.6.1): never passed on, in either direction. */
export const oneHopHeaders: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/** What a request passes on without: the one-hop headers and what fetch sets itself. */
const hopHeaders = new Set([...oneHopHeaders, 'host', 'content-length', 'expect']);
/** Answer headers that no longer hold after fetch decoded the body. */
const answerDrop = new Set([...hopHeaders, 'content-encoding', 'set-cookie']);

const localeOfPath = (path: string): Locale => (path.startsWith('/en/') ? 'en' : defaultLocale);

/** The calls the browser makes to the same origin that belong to the content API (DESIGN.md 2). */
const contentApiPath = /^\/(?:(?:de|en)\/(?:api|pageeditor-api)\/|media\/)/;

/** Whether a raw path is one of the browser's content API calls, passed through to the API. */
export const isContentApiPath = (path: string): boolean => contentApiPath.test(path);

/** Whether a header belongs to one hop only (never passed on in either direction). */
export const isHopHeader = (name: string): boolean => hopHeaders.has(name.toLowerCase());

/**
 * The headers a browser call goes on to the API with: the browser's own, without those of one
 * hop, plus the host it addressed (`X-Forwarded-Host`) and, unless a proxy in front said so, the
 * protocol it used.
 */
export function apiRequestHeaders(headers: Headers, url: URL): Headers {
  const out = new Headers();
  for (const [name, value] of headers) if (!hopHeaders.has(name)) out.set(name, value);
  const host = headers.get('host');
  if (host) out.set('x-forwarded-host', host);
  if (!out.has('x-forwarded-proto')) out.set('x-forwarded-proto', url.protocol.replace(':', ''));
  return out;
}

/** A JSON refusal in the request's language (400, 413, 414, 502). */
export function refusal(
  path: string,
  status: number,
  key:
    | 'validation.requestTooLarge'
    | 'validation.urlTooLong'
    | 'validation.malformedAddress'
    | 'validation.serviceUnavailable',
): Response {
  const detail = t(localeOfPath(path), key);
  const body =
    status === 413 && isUploadPath(path)
      ? { detail, errors: { file: [validationMessages.fileTooLarge] } }
      : { detail };
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Whether every percent-encoding of a path is UTF-8 (Next.js's route handlers decode it). */
function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, before anything is passed on, a URL longer than the limit (414), a path whose
 * percent-encoding is not UTF-8 (400: the route handlers would fail decoding it) and a body
 * larger than the API would take (413, by its declared length). Answers null when the request
 * may pass.
 */
export function passThroughRefusal(url: URL, headers: Headers): Response | null {
  if (url.pathname.length + url.search.length > requestLimits.urlLength)
    return refusal(url.pathname, 414, 'validation.urlTooLong');
  if (!isWellEncoded(url.pathname))
    return refusal(url.pathname, 400, 'validation.malformedAddress');
  const length = Number(headers.get('content-length') ?? 0);
  if (length > bodyLimitOf(url.pathname))
    return refusal(url.pathname, 413, 'validation.requestTooLarge');
  return null;
}

/**
 * A request body read whole, or null once it passes `limit` bytes (a body sent without a
 * length is refused here too). Read before anything is sent on, the API is handed a body of
 * known length that it never refuses halfway; a refusal while a body is still being sent
 * would leave the connection in a state the next request on it fails (an oversized body must not
 * break another client's next request).
 */
export async function readLimited(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The route handler of every method: the request passed to the content API at `apiUrl`
 * (the host's `CONTENT_API_URL`), its answer back.
 */
export async function passThrough(request: Request, apiUrl: string): Promise<Response> {
  // The raw URL keeps the API's trailing slashes (the proxy leaves them alone on these paths).
  const url = new URL(request.url);
  const refused = passThroughRefusal(url, request.headers);
  if (refused) return refused;
  const headers = apiRequestHeaders(request.headers, url);
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null) {
    body = await readLimited(request.body, bodyLimitOf(url.pathname));
    if (!body) return refusal(url.pathname, 413, 'validation.requestTooLarge');
  }
  let answer: Response;
  try {
    answer = await fetch(new URL(`${url.pathname}${url.search}`, apiUrl), {
      method: request.method,
      headers,
      redirect: 'manual',
      cache: 'no-store',
      ...(body ? { body } : {}),
    });
  } catch {
    return refusal(url.pathname, 502, 'validation.serviceUnavailable');
  }
  const out = new Headers();
  for (const [name, value] of answer.headers) if (!answerDrop.has(name)) out.set(name, value);
  for (const cookie of answer.headers.getSetCookie()) out.append('set-cookie', cookie);
  return new Response(request.method === 'HEAD' ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: out,
  });
}

/**
 * The request headers a page request goes on with: the client's own `X-Forwarded-For` is
 * dropped, so the host sets the address it saw, unless the host runs behind proxies named in
 * TRUSTED_PROXIES (`trustsProxies`), whose header is kept. Null: pass the request on unchanged.
 */
export function withoutClientForwardedFor(
  headers: Headers,
  trustsProxies: boolean,
): Headers | null {
  if (trustsProxies) return null;
  const kept = new Headers(headers);
  kept.delete('x-forwarded-for');
  return kept;
}
