import { browserErrorReporter } from '@aula/api-client/error-reporting';

/**
 * spec 8: the browser's reporter. `NEXT_PUBLIC_SENTRY_DSN` (read when the host is built) sends
 * failures to Sentry, whose SDK is then loaded with the first failure; without it they are log
 * lines in the console, and no visitor downloads any of Sentry.
 */
export const browserReporter = browserErrorReporter({
  dsn: process.env['NEXT_PUBLIC_SENTRY_DSN'],
});
