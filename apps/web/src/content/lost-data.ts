import { ApiError, NotFoundError } from '@aula/api-client';
import { sharedServerReporter } from '@aula/api-client/error-reporting/node';

/**
 * A render that lost data to a failing content API (unreachable, 5xx, an answer off
 * the contract). Thrown instead of rendering the page without that data: Next.js never stores a
 * render that threw, so the full-route cache keeps serving the previous good copy (and retries in
 * the background), and a page without one answers the error page, uncached, until the API is
 * back. A degraded page is therefore never served from the cache as if it were good.
 */
export class DegradedRenderError extends Error {
  constructor(
    readonly what: string,
    override readonly cause: unknown,
  ) {
    super(`[aula] ${what}: the content API failed; this render is not cached`);
    this.name = 'DegradedRenderError';
  }
}

/** Next.js's own control flow (notFound, redirect, dynamic usage) travels as errors with a digest. */
export function nextDigest(error: unknown): string | null {
  const digest =
    typeof error === 'object' && error !== null
      ? (error as { digest?: unknown }).digest
      : undefined;
  return typeof digest === 'string' ? digest : null;
}

/** Next.js's `notFound()` on its way up. */
export function isNotFound(error: unknown): boolean {
  return nextDigest(error)?.startsWith('NEXT_HTTP_ERROR_FALLBACK;404') ?? false;
}

/** An answer that says "not there" (404, or `notFound()` of a loader): the section simply does not show. */
function isMissing(error: unknown): boolean {
  return error instanceof NotFoundError || isNotFound(error);
}

/**
 * spec 8 (a degraded page is never cached): what a failed optional request means for the page. "Not
 * there" (404) and other client errors (4xx: the API answered) give `null`, the section does not
 * show. Next.js's control flow is passed on untouched. Every other failure lost data: it is logged
 * and the render is abandoned with a `DegradedRenderError`.
 */
export function missingOrDegraded(
  error: unknown,
  what: string,
  log: (message: string, error: unknown) => void = (_message, failure) =>
    sharedServerReporter().report(failure, { what }),
): null {
  if (isMissing(error)) return null;
  if (nextDigest(error) !== null) throw error;
  log(`[aula] ${what} failed:`, error);
  if (error instanceof ApiError && error.status !== null && error.status < 500) return null;
  throw new DegradedRenderError(what, error);
}
