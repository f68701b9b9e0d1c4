import * as v from 'valibot';
import { HttpError, NetworkError, NotFoundError, ParseError } from './errors';

export interface ClientOptions {
  /** Origin of the content API, for example `http://127.0.0.1:3001`; empty for same-origin calls. */
  baseUrl?: string;
  /** The fetch to use (defaults to the global one); the host passes one with caching options. */
  fetch?: typeof fetch;
  /** Extra request init merged into every call (for example Next.js cache tags). */
  init?: RequestInit;
}

/** Fetches a JSON answer and parses it with its schema; every failure is a typed ApiError. */
export async function requestJson<TSchema extends v.GenericSchema>(
  options: ClientOptions,
  path: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const url = `${options.baseUrl ?? ''}${path}`;
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { credentials: 'include', ...options.init, headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new NetworkError(url, cause);
  }
  if (response.status === 404) throw new NotFoundError(url);
  if (!response.ok) throw new HttpError(url, response.status);
  const result = v.safeParse(schema, await response.json());
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new ParseError(url, (issue && v.getDotPath(issue)) ?? '(root)', issue?.message ?? 'invalid');
}
