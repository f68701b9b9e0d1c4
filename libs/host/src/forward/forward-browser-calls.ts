import {
  Agent,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  request as httpRequest,
  type ServerResponse,
} from 'node:http';
import { bodyLimitOf } from '@aula/api-client';
import {
  apiRequestHeaders,
  isContentApiPath,
  oneHopHeaders,
  passThroughRefusal,
  refusal,
} from '../pass-through';
import { securityHeaders } from '../security-headers';
import { mediaCopies, type MediaCopies } from './media-copies';

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface ForwardBrowserCallsOptions {
  /** The content API's base URL (the host's `CONTENT_API_URL`). */
  apiUrl: () => string;
  /** The host runs behind the proxies named in TRUSTED_PROXIES: their `X-Forwarded-For` holds. */
  trustsProxies: boolean;
  agent?: Agent;
  /** The media files kept in memory (see `mediaCopies`); a fresh set by default. */
  media?: MediaCopies;
}

/** The base a request's raw URL is read against: only its path and query are used. */
const rawBase = 'http://raw.invalid';
const securityHeaderNames = new Set(Object.keys(securityHeaders).map((name) => name.toLowerCase()));

/** The request's headers as web-standard Headers (the shared pass-through rules read those). */
function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * Writes a refusal of the shared rules (a web Response), with the security headers. The
 * connection stays open: a body not read yet is read and dropped first (node:http does so once
 * the answer ends), so the next request on it is read as one.
 */
async function answerWith(response: ServerResponse, answer: Response) {
  const headers: OutgoingHttpHeaders = { ...securityHeaders };
  answer.headers.forEach((value, name) => (headers[name] = value));
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, { ...headers, 'content-length': body.length });
  response.end(body);
}

/**
 * The request body read whole, or null once it passes `limit` bytes (the rest is read and
 * dropped, so the refusal reaches a client still sending). As in `passThrough`: the API is handed
 * a body of known length that it never refuses halfway (DESIGN.md 6).
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return resolve(null);
      chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Connections to the API kept alive between calls. node:http lets go of an idle one a second
 * before the API's announced `Keep-Alive: timeout` only when the agent has a timeout of its own;
 * without it, a save written onto a connection the API is closing fails, and a save is not sent
 * twice. An API that announces no timeout keeps a connection up to a minute.
 */
const keptAliveAgent = () => new Agent({ keepAlive: true, maxSockets: 128, timeout: 60_000 });

/**
 * DESIGN.md 2 and 6: the production server's own pass-through of the browser's content API calls
 * (`/{locale}/api/*`, `/{locale}/pageeditor-api/*`, `/media/*`), streamed to the API over kept-alive
 * connections before Next.js sees them; every other request goes to `next`. The rules are the
 * proxy's and `passThrough`'s (the same shared functions): the same paths, refusals (414, 400,
 * 413, 502 in the request's language), forwarded headers and security headers. `next dev` keeps
 * passing them through the proxy and route handlers.
 */
export function forwardBrowserCalls(next: Handler, options: ForwardBrowserCallsOptions): Handler {
  const agent = options.agent ?? keptAliveAgent();
  const media = options.media ?? mediaCopies();
  return (request, response) => {
    // Read as the proxy reads it (dot segments resolved), so the same paths are forwarded.
    const url = new URL(request.url ?? '/', rawBase);
    const path = url.pathname;
    if (!isContentApiPath(path)) return next(request, response);
    return forward(request, response, url, options, { agent, media }).catch(() => {
      if (!response.headersSent)
        return answerWith(response, refusal(path, 502, 'validation.serviceUnavailable'));
      response.destroy();
    });
  };
}

async function forward(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  options: ForwardBrowserCallsOptions,
  { agent, media }: { agent: Agent; media: MediaCopies },
) {
  const received = headersOf(request);
  const refused = passThroughRefusal(url, received);
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  if (refused) return answerWith(response, refused);
  const mediaKey = method === 'GET' && url.pathname.startsWith('/media/') ? url.pathname : null;
  const copy = mediaKey ? media.get(mediaKey) : undefined;
  if (copy) {
    response.writeHead(200, copy.headers);
    return void response.end(copy.body);
  }
  const headers = apiRequestHeaders(received, url);
  // As Next.js does (`??=` from the socket) after the proxy dropped the client's own header.
  if (!options.trustsProxies || !headers.has('x-forwarded-for'))
    headers.set('x-forwarded-for', request.socket.remoteAddress ?? '');
  let body: Buffer | null = null;
  if (hasBody) {
    body = await readBody(request, bodyLimitOf(url.pathname));
    if (!body)
      return answerWith(response, refusal(url.pathname, 413, 'validation.requestTooLarge'));
    headers.set('content-length', String(body.length));
  }
  const sent: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => (sent[name] = value));
  await streamFromApi(request, response, {
    target: new URL(`${url.pathname}${url.search}`, options.apiUrl()),
    method,
    headers: sent,
    body,
    agent,
    keep: mediaKey ? { media, path: mediaKey } : undefined,
  });
}

interface ApiCall {
  target: URL;
  method: string;
  headers: OutgoingHttpHeaders;
  body: Buffer | null;
  agent: Agent;
  /** Where a whole 200 answer is offered to be kept (media files only). */
  keep?: KeepCopy | undefined;
}

interface KeepCopy {
  media: MediaCopies;
  path: string;
}

/** The API's answer streamed back: its status and headers (without those of one hop) and body. */
function streamFromApi(
  request: IncomingMessage,
  response: ServerResponse,
  call: ApiCall,
  retried = false,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(call.target, {
      method: call.method,
      headers: call.headers,
      agent: call.agent,
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the API closed meanwhile: a read is asked once more on a new one.
      const idempotent = call.method === 'GET' || call.method === 'HEAD';
      if (outgoing.reusedSocket && idempotent && !retried && error.code === 'ECONNRESET')
        return streamFromApi(request, response, call, true).then(resolve, reject);
      reject(error);
    });
    outgoing.on('response', (answer) => {
      const headers: string[] = [];
      const raw = answer.rawHeaders;
      for (let index = 0; index < raw.length; index += 2) {
        const name = raw[index] ?? '';
        const lower = name.toLowerCase();
        // One-hop headers stay behind; the body's length and encoding pass on with the body.
        if (oneHopHeaders.has(lower) || securityHeaderNames.has(lower)) continue;
        headers.push(name, raw[index + 1] ?? '');
      }
      for (const [name, value] of Object.entries(securityHeaders)) headers.push(name, value);
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      if (call.keep && answer.statusCode === 200) offerCopy(answer, headers, call.keep);
      answer.pipe(response);
      answer.on('end', () => resolve());
      answer.on('error', () => response.destroy());
    });
    // The browser gone: the API's work for it stops too.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    outgoing.end(call.body ?? undefined);
  });
}

/**
 * Collects a media answer's body beside the stream to the browser and offers it whole, when its
 * length is known and small enough and the API marked it immutable.
 */
function offerCopy(answer: IncomingMessage, headers: string[], keep: KeepCopy) {
  const size = Number(answer.headers['content-length'] ?? Number.NaN);
  if (answer.headers['set-cookie'] || !keep.media.keeps(size, answer.headers['cache-control']))
    return;
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    const body = Buffer.concat(chunks);
    if (body.length === size) keep.media.keep(keep.path, { headers, body });
  });
}
