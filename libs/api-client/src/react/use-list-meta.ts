import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import { useApiClient } from './api-client-context';
import { calendarQuery, categoriesQuery } from './once-queries';
import type { ListArea } from './query-keys';

/** spec 4: the categories of the news or event list, loaded once. */
export function useCategories(area: ListArea, locale: Locale) {
  return useQuery(categoriesQuery(useApiClient(), area, locale));
}

/** spec 4: the calendar dates of the news or event list, loaded once. */
export function useCalendar(area: ListArea, locale: Locale) {
  return useQuery(calendarQuery(useApiClient(), area, locale));
}
