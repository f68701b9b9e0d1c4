import * as v from 'valibot';
import { validationErrorBodySchema } from '../schemas/field-errors';
import { csrfCookieName, csrfHeaderName, readCookie } from './cookies';
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  NetworkError,
  NotFoundError,
  ParseError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import { minimumDelayOf, withMinimumDelay } from './minimum-delay';

type CookieSource = string | (() => string | null | undefined | Promise<string | null | undefined>);

export interface ClientOptions {
  /** Origin of the content API, for example `http://127.0.0.1:3001`; empty for same-origin calls. */
  baseUrl?: string;
  /** The fetch to use (defaults to the global one); the host passes one with caching options. */
  fetch?: typeof fetch;
  /** Extra request init merged into every call (for example Next.js cache tags). */
  init?: RequestInit;
  /**
   * Server side only: the `Cookie` header to send, or a function giving it per request (use
   * `forwardCookies(request)` to forward the incoming request's cookies). The CSRF token is read
   * from it. In the browser leave it unset: the browser sends cookies, `document.cookie` gives
   * the token.
   */
  cookies?: CookieSource;
  /** spec 9: hold every answer back until this many ms have passed (`true`: 200 ms). */
  minimumDelay?: boolean | number;
}

export interface RequestSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a `FormData` is sent as it is (multipart, the browser sets its content type). */
  body?: unknown;
  signal?: AbortSignal;
  /** Parses the `current` of a 409 answer into `ConflictError.current`. */
  conflictSchema?: v.GenericSchema;
  /** Overrides the client's minimum delay for this call. */
  minimumDelay?: boolean | number;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

async function cookieHeader(source: CookieSource | undefined): Promise<string | null> {
  if (source === undefined) return null;
  return (typeof source === 'function' ? await source() : source) ?? null;
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

async function readBody(url: string, response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ParseError(url, '(root)', 'the answer is not JSON');
  }
}

/**
 * The error of a refused answer. A body left unread holds its connection (a browser keeps six
 * per host) and counts as still loading: what the error does not read is let go.
 */
async function failure(url: string, response: Response, spec: RequestSpec): Promise<Error> {
  const error = await failureOf(url, response, spec);
  // Not awaited: a stream the fetch of a server render hands over may never settle its cancel.
  if (!response.bodyUsed) void response.body?.cancel().catch(() => undefined);
  return error;
}

async function failureOf(url: string, response: Response, spec: RequestSpec): Promise<Error> {
  switch (response.status) {
    case 401:
      return new UnauthorizedError(url);
    case 403:
      return new ForbiddenError(url);
    case 404:
      return new NotFoundError(url);
    case 413: {
      // An upload over the size limit: field errors when the server names them (Aula's does).
      const body = await readBody(url, response).catch(() => null);
      const parsed = v.safeParse(validationErrorBodySchema, body);
      return parsed.success
        ? new ValidationError(url, parsed.output.errors)
        : new HttpError(url, 413);
    }
    case 400: {
      const body = await readBody(url, response).catch(() => null);
      const parsed = v.safeParse(validationErrorBodySchema, body);
      return new ValidationError(url, parsed.success ? parsed.output.errors : {});
    }
    case 409: {
      const body = await readBody(url, response).catch(() => null);
      const current = spec.conflictSchema
        ? v.safeParse(v.object({ current: spec.conflictSchema }), body)
        : null;
      return new ConflictError(url, current?.success ? current.output.current : null);
    }
    default:
      return new HttpError(url, response.status);
  }
}

async function send<TSchema extends v.GenericSchema>(
  options: ClientOptions,
  path: string,
  schema: TSchema,
  spec: RequestSpec,
): Promise<v.InferOutput<TSchema>> {
  const url = `${options.baseUrl ?? ''}${path}`;
  const method = spec.method ?? 'GET';
  const forwarded = await cookieHeader(options.cookies);
  const headers = new Headers(options.init?.headers);
  headers.set('accept', 'application/json');
  if (forwarded) headers.set('cookie', forwarded);
  // A FormData goes as it is: fetch sets the multipart content type with its boundary.
  const body =
    spec.body === undefined || spec.body instanceof FormData
      ? spec.body
      : JSON.stringify(spec.body);
  if (typeof body === 'string') headers.set('content-type', 'application/json');
  else if (body) headers.delete('content-type');
  if (!safeMethods.has(method)) {
    const token = readCookie(forwarded ?? browserCookies(), csrfCookieName);
    if (token) headers.set(csrfHeaderName, token);
  }
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      credentials: 'include',
      ...options.init,
      method,
      headers,
      body,
      signal: spec.signal ?? options.init?.signal ?? null,
    });
  } catch (cause) {
    throw new NetworkError(url, cause);
  }
  if (!response.ok) throw await failure(url, response, spec);
  const result = v.safeParse(schema, await readBody(url, response));
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new ParseError(
    url,
    (issue && v.getDotPath(issue)) ?? '(root)',
    issue?.message ?? 'invalid',
  );
}

/**
 * Fetches a JSON answer and parses it with its schema; every failure is a typed ApiError
 * (spec 7). Sends credentials, and the `X-CSRFToken` header on unsafe methods (DESIGN.md 3).
 */
export function requestJson<TSchema extends v.GenericSchema>(
  options: ClientOptions,
  path: string,
  schema: TSchema,
  spec: RequestSpec = {},
): Promise<v.InferOutput<TSchema>> {
  const delay = minimumDelayOf(spec.minimumDelay ?? options.minimumDelay);
  const work = send(options, path, schema, spec);
  return delay > 0 ? withMinimumDelay(work, delay) : work;
}
