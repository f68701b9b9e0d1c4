// The list state moved to @aula/api-client (spec 4: filter and pages in the URL); this path stays for the screens that import it.
export {
  isFiltered,
  type ListState,
  listStateQuery,
  readListState,
  type SearchParamsRecord,
} from '@aula/api-client';
