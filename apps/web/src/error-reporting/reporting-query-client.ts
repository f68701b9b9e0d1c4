import { QueryCache, QueryClient } from '@tanstack/react-query';
import { browserReporter } from './browser-reporter';

/**
 * The query client of a list island: one retry, no refetch on focus, and (spec 8) a failed
 * request (news, dates, persons...) goes to the error reporter with what the list is.
 */
export function reportingQueryClient(what: string): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => browserReporter.report(error, { what }) }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
