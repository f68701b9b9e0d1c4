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

// Kept on the global object: Next.js bundles its instrumentation and each route apart, so a
// module's own variable would exist once per bundle and set Sentry up once per bundle.
const sharedKey = Symbol.for('@aula/api-client/server-error-reporter');
type WithSharedReporter = typeof globalThis & { [sharedKey]?: ErrorReporter };

/** The process's one reporter, configured by `SENTRY_DSN` when first asked for. */
export function sharedServerReporter(env: NodeJS.ProcessEnv = process.env): ErrorReporter {
  const scope = globalThis as WithSharedReporter;
  return (scope[sharedKey] ??= serverErrorReporter({ dsn: env['SENTRY_DSN'] }));
}
