import type { EventEntry } from '../schemas/event';
import type { Locale } from '../schemas/language';
import { useFilteredList, type FilteredListOptions, type FilteredListState } from './use-filtered-list';

/** spec 4: the event list, page by page, with category and date filters. */
export function useEventList(locale: Locale, options: FilteredListOptions<EventEntry> = {}): FilteredListState<EventEntry> {
  return useFilteredList('events', locale, (client, page, filter) => client.events.list(locale, { page, filter }), options);
}
