// The three functions of `@sentry/browser` the reporter calls, re-exported by name so that a
// bundler keeps only them (and what they need) in the chunk loaded with the first failure.
export { captureException, flush, init } from '@sentry/browser';
