import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import { useApiClient } from './api-client-context';
import { homeSectionQuery } from './once-queries';
import type { HomeSection } from './query-keys';

/** spec 4: a home page section (events, news, teaser, call to action, instagram), loaded once. */
export function useHomeSection<S extends HomeSection>(locale: Locale, section: S) {
  return useQuery(homeSectionQuery(useApiClient(), locale, section));
}
