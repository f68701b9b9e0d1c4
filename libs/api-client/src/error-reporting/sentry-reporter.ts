import type { ErrorContext, ErrorReporter } from './error-reporter';
import { logLineReporter } from './log-line-reporter';

/** The part of Sentry's official SDKs (`@sentry/node`, `@sentry/browser`) the reporter uses. */
export interface SentrySdk {
  init(options: { dsn: string }): unknown;
  captureException(error: unknown, captureContext: { tags: ErrorContext }): string;
  flush(timeoutMs?: number): Promise<boolean>;
}

/**
 * spec 8: the reporter with a DSN, sending every failure to Sentry through its official SDK.
 * The SDK is loaded (`loadSdk`, a dynamic `import()`) and set up on the first report, so a
 * process or page that never fails never loads it. Should it not load, failures go to the
 * `fallback` (log lines) instead of being lost.
 */
export function sentryReporter(
  loadSdk: () => Promise<SentrySdk>,
  dsn: string,
  fallback: ErrorReporter = logLineReporter(),
): ErrorReporter {
  let sdk: Promise<SentrySdk | null> | undefined;
  const pending = new Set<Promise<void>>();
  const ready = () =>
    (sdk ??= loadSdk().then(
      (loaded) => (loaded.init({ dsn }), loaded),
      (error: unknown) => (fallback.report(error, { failed: 'loading the Sentry SDK' }), null),
    ));
  return {
    report(error, context = {}) {
      const sent = ready()
        .then((loaded) => {
          if (loaded) loaded.captureException(error, { tags: context });
          else fallback.report(error, context);
        })
        .catch((failure: unknown) => fallback.report(failure, { failed: 'reporting to Sentry' }))
        .finally(() => pending.delete(sent));
      pending.add(sent);
    },
    async flush(timeoutMs = 2000) {
      await Promise.all(pending);
      const loaded = await sdk;
      return loaded ? loaded.flush(timeoutMs) : true;
    },
  };
}
