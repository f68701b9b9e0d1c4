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
