// The TanStack Query layer of the contract (DESIGN.md 8/9, spec 4 loading semantics).
// The only entry that imports React or TanStack Query.
export { ApiClientProvider, useApiClient } from './react/api-client-context';
export { queryKeys, type TranslationStatusOf } from './react/query-keys';
export { applyFilterChange, type FilterChange } from './react/apply-filter-change';
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
export {
  counterpartQuery,
  editedPageQuery,
  pageHistoryQuery,
  pagePresenceQuery,
  pageRevisionQuery,
  pageSettingsQuery,
  pageStructureQuery,
  publishingStateQuery,
  sectionQuery,
  sectionRevisionsQuery,
  translationStatusQuery,
  undoStateQuery,
  type UndoScope,
} from './react/page-editor-queries';
export { mediaPagesQuery, mediaUsageQuery } from './react/media-queries';
export {
  entryCategoriesQuery,
  entrySearchQuery,
  linkTargetsQuery,
  type EntryCategory,
} from './react/picker-queries';
export { invalidateAfterSave, type SaveScope } from './react/invalidate-after-save';
// The visitor site renders lists on the server and continues them with `usePagedList`; the
// editor and the admin use the query options above with TanStack's `useQuery`.
export { usePagedList, type PagedListOptions, type PagedListState } from './react/use-paged-list';
