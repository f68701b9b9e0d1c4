import type { FieldErrors } from '../schemas/field-errors';

/** Base of every error the client throws, so callers can tell API failures from bugs. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The server answered 404. */
export class NotFoundError extends ApiError {
  constructor(readonly url: string) {
    super(`Not found: ${url}`, 404);
  }
}

/** The server answered 401: no session (spec 4: in edit mode the login modal opens). */
export class UnauthorizedError extends ApiError {
  constructor(readonly url: string) {
    super(`Unauthorized: ${url}`, 401);
  }
}

/** The server answered 403: logged in but not allowed, or a missing/bad CSRF token. */
export class ForbiddenError extends ApiError {
  constructor(readonly url: string) {
    super(`Forbidden: ${url}`, 403);
  }
}

/**
 * The server answered 409: the entity changed since the editor loaded it. `current` is the
 * server's current state, parsed with the endpoint's read schema (null when it sent none).
 */
export class ConflictError<TCurrent = unknown> extends ApiError {
  constructor(
    readonly url: string,
    readonly current: TCurrent | null,
  ) {
    super(`Conflict: ${url}`, 409);
  }
}

/** The server answered 400: `fieldErrors` maps field paths to message keys (spec 5). */
export class ValidationError extends ApiError {
  constructor(
    readonly url: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(`Invalid request to ${url}: ${Object.keys(fieldErrors).join(', ') || '(no field)'}`, 400);
  }
}

/** The server answered with another non-success status. */
export class HttpError extends ApiError {
  constructor(
    readonly url: string,
    status: number,
  ) {
    super(`HTTP ${status}: ${url}`, status);
  }
}

/** The server could not be reached. */
export class NetworkError extends ApiError {
  constructor(
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(`Network error: ${url}`, null);
  }
}

/** The answer did not match its schema; `field` names the first offending field. */
export class ParseError extends ApiError {
  constructor(
    readonly url: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Unexpected answer from ${url} at "${field}": ${detail}`, null);
  }
}
