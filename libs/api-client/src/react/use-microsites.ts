import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import { useApiClient } from './api-client-context';
import { micrositesFooterQuery, micrositesQuery } from './once-queries';

/** spec 4: the full microsites, loaded once. */
export function useMicrosites(locale: Locale) {
  return useQuery(micrositesQuery(useApiClient(), locale));
}

/** spec 4: the footer microsites, loaded once. */
export function useMicrositesFooter(locale: Locale) {
  return useQuery(micrositesFooterQuery(useApiClient(), locale));
}
