/**
 * What a failure was doing when it happened (spec 8): the route, the kind of request, what was
 * being loaded. Flat values only, so that a log line and a Sentry event carry it as it is.
 */
export type ErrorContext = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * spec 8: where failures go that the error catalogue sends to an error-reporting service.
 * `report` never throws and never waits: a failing reporter must not break the page it reports on.
 */
export interface ErrorReporter {
  report(error: unknown, context?: ErrorContext): void;
  /** Waits until what was reported is delivered, at most `timeoutMs` (before a process exits). */
  flush(timeoutMs?: number): Promise<boolean>;
}
