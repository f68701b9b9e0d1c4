import type { ErrorReporter } from './error-reporter';
import { logLineReporter } from './log-line-reporter';
import { sentryReporter } from './sentry-reporter';

/**
 * spec 8: a server's reporter. With a DSN (`SENTRY_DSN`) failures go to Sentry through
 * `@sentry/node`, loaded on the first failure; without one they are JSON lines on stderr.
 */
export function serverErrorReporter({ dsn }: { dsn?: string | undefined } = {}): ErrorReporter {
  return dsn ? sentryReporter(() => import('@sentry/node'), dsn) : logLineReporter();
}

let shared: ErrorReporter | undefined;

/** The process's one reporter, configured by `SENTRY_DSN` when first asked for. */
export function sharedServerReporter(env: NodeJS.ProcessEnv = process.env): ErrorReporter {
  return (shared ??= serverErrorReporter({ dsn: env['SENTRY_DSN'] }));
}
