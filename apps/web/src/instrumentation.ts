import type { Instrumentation } from 'next';

/**
 * spec 8: a request that failed on the server (render, route handler, action, proxy) goes to the
 * error reporter (`@aula/api-client/error-reporting/node`: Sentry with `SENTRY_DSN`, else JSON
 * lines on stderr) with its route. A render abandoned for lost data was reported where the data
 * was lost (`missingOrDegraded`, with what it was), so it is not reported twice.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  if (error instanceof Error && error.name === 'DegradedRenderError') return;
  const { sharedServerReporter } = await import('@aula/api-client/error-reporting/node');
  sharedServerReporter().report(error, {
    route: context.routePath,
    kind: context.routeType,
    method: request.method,
    // The query may carry what a visitor typed (a search): the path is enough to find the route.
    path: request.path.split('?')[0],
  });
};
