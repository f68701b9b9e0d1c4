import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, Locale } from './client/create-client';

/** Query keys per store area of spec 3. */
export const queryKeys = {
  news: {
    page: (locale: Locale, page: number) => ['news', locale, 'page', page] as const,
  },
  basic: {
    navigation: (locale: Locale) => ['basic', locale, 'navigation'] as const,
  },
};

/** Query options for one page of the news list. */
export function newsPageQuery(client: ApiClient, locale: Locale, page: number) {
  return queryOptions({ queryKey: queryKeys.news.page(locale, page), queryFn: () => client.news.list(locale, { page }) });
}
