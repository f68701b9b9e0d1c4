import type { ErrorReporter } from './error-reporter';
import { logLineReporter } from './log-line-reporter';
import { sentryReporter } from './sentry-reporter';

/**
 * spec 8: the browser's reporter. With a DSN failures go to Sentry through `@sentry/browser`,
 * loaded by a dynamic `import()` on the first failure; without one they are log lines in the
 * console and no Sentry code is ever downloaded.
 */
export function browserErrorReporter({ dsn }: { dsn?: string | undefined } = {}): ErrorReporter {
  return dsn ? sentryReporter(() => import('./sentry-browser-sdk'), dsn) : logLineReporter();
}
