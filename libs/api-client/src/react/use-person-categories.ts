import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import { useApiClient } from './api-client-context';
import { personCategoriesQuery } from './once-queries';

/** spec 4: the person categories, loaded once. */
export function usePersonCategories(locale: Locale) {
  return useQuery(personCategoriesQuery(useApiClient(), locale));
}
