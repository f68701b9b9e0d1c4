import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import { useApiClient } from './api-client-context';
import { userQuery } from './once-queries';

/** spec 6: the logged-in user, or null for anonymous visitors (any failure means anonymous). */
export function useUser(locale: Locale) {
  return useQuery(userQuery(useApiClient(), locale));
}
