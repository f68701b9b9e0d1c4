// @aula/api-client/error-reporting: spec 8's error reporter, framework-free and safe in the
// browser (Sentry's browser SDK only by dynamic import, with a DSN). The server's reporter is
// the `error-reporting/node` entry.
export type { ErrorContext, ErrorReporter } from './error-reporting/error-reporter';
export { errorLogLine, stackLinesKept } from './error-reporting/error-log-line';
export { logLineReporter, type LogLineReporterOptions } from './error-reporting/log-line-reporter';
export { sentryReporter, type SentrySdk } from './error-reporting/sentry-reporter';
export { browserErrorReporter } from './error-reporting/browser-error-reporter';
