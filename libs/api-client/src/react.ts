// The TanStack Query layer of the contract (spec 3 store areas, spec 4 loading semantics).
// The only entry that imports React or TanStack Query.
export { ApiClientProvider, useApiClient } from './react/api-client-context';
export { queryKeys, type HomeSection, type ListArea } from './react/query-keys';
export {
  adminDashboardQuery,
  adminEntryQuery,
  adminListQuery,
  adminNavigationQuery,
  adminOptionsQuery,
  adminRevisionsQuery,
  adminSiteSettingsQuery,
  adminSubscriptionsQuery,
} from './react/admin-queries';
export { editedPageQuery, sectionQuery } from './react/page-editor-queries';
export { invalidateAfterSave, type SaveScope } from './react/invalidate-after-save';
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
export {
  autocompleteQuery,
  newsPageQuery,
  personsQuery,
  searchCategoryQuery,
  searchResultsQuery,
  studyListQuery,
} from './react/list-queries';
export { usePagedList, type PagedListOptions, type PagedListState } from './react/use-paged-list';
// The visitor site renders lists on the server and continues them with `usePagedList`; other
// components (the editor's pickers) use the query options above with TanStack's `useQuery`.
export { useUser } from './react/use-user';
