// The screen a route folder renders, from its params (see `screenFromParams` of @aula/routing); the names the screens import.
export {
  type RouteParams as FolderParams,
  screenFromParams as folderScreen,
  splitQuery,
} from '@aula/routing';
