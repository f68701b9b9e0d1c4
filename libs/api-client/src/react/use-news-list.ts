import type { Locale } from '../schemas/language';
import type { NewsTeaser } from '../schemas/news';
import { useFilteredList, type FilteredListOptions, type FilteredListState } from './use-filtered-list';

/** spec 4: the news list, page by page, with category and date filters. */
export function useNewsList(locale: Locale, options: FilteredListOptions<NewsTeaser> = {}): FilteredListState<NewsTeaser> {
  return useFilteredList('news', locale, (client, page, filter) => client.news.list(locale, { page, filter }), options);
}
