// @aula/api-client/error-reporting/node: spec 8's reporter for servers (the content API, the
// host's server side), with Sentry's Node SDK by dynamic import when SENTRY_DSN is set.
// Never import it in browser code.
export type { ErrorContext, ErrorReporter } from './error-reporting/error-reporter';
export { logLineReporter } from './error-reporting/log-line-reporter';
export { serverErrorReporter, sharedServerReporter } from './error-reporting/server-error-reporter';
