// The TanStack Query layer of the contract (spec 3 store areas, spec 4 loading semantics).
// The only entry that imports React or TanStack Query.
export { ApiClientProvider, useApiClient } from './react/api-client-context';
export { queryKeys, type HomeSection, type ListArea } from './react/query-keys';
export { applyFilterChange, type FilterChange } from './react/apply-filter-change';
export {
  breakingNewsQuery,
  calendarQuery,
  categoriesQuery,
  homeSectionQuery,
  micrositesFooterQuery,
  micrositesQuery,
  navigationQuery,
  personCategoriesQuery,
  userQuery,
  type HomeSectionData,
} from './react/once-queries';
export { autocompleteQuery, newsPageQuery, personsQuery, searchCategoryQuery, searchResultsQuery, studyListQuery } from './react/list-queries';
export { usePagedList, type PagedListOptions, type PagedListState } from './react/use-paged-list';
export { useFilteredList, type FilteredListOptions, type FilteredListState } from './react/use-filtered-list';
export { useNewsList } from './react/use-news-list';
export { useEventList } from './react/use-event-list';
export { useCalendar, useCategories } from './react/use-list-meta';
export { useHomeSection } from './react/use-home-section';
export { useStudyList } from './react/use-study-list';
export { usePersons, type PersonsOptions } from './react/use-persons';
export { usePersonCategories } from './react/use-person-categories';
export { useAutocomplete, useSearchCategory, useSearchResults } from './react/use-search';
export { useMicrosites, useMicrositesFooter } from './react/use-microsites';
export { useBreakingNews, useNavigation, useUser } from './react/use-basic';
