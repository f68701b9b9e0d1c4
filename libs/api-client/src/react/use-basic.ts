import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import { useApiClient } from './api-client-context';
import { breakingNewsQuery, navigationQuery, userQuery } from './once-queries';

/** spec 6: the logged-in user, or null for anonymous visitors (any failure means anonymous). */
export function useUser(locale: Locale) {
  return useQuery(userQuery(useApiClient(), locale));
}

/** spec 3/4: the navigation (menu and footer), loaded once. */
export function useNavigation(locale: Locale) {
  return useQuery(navigationQuery(useApiClient(), locale));
}

/** spec 4: the breaking-news items. */
export function useBreakingNews(locale: Locale) {
  return useQuery(breakingNewsQuery(useApiClient(), locale));
}
