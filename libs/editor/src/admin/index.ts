// The admin area (DESIGN.md 9), composed by the host's `/admin/...` route: the app and its screens
// (client components, one boundary), and what the server reads to prefetch a screen's data.
export {
  AdminApp,
  AdminProvider,
  Dashboard,
  EntityForm,
  EntityList,
  MediaLibraryPage,
  NavigationEditor,
  SubscriptionList,
} from './admin-client';
export type { AdminAppProps } from './AdminApp';
export type { AdminProviderProps } from './AdminProvider';
export type { EntityFormProps } from './EntityForm';
export type { EntityListProps } from './EntityList';
export type { MediaLibraryPageProps } from '../media/MediaLibraryPage';
export {
  adminScreenQueries,
  mediaLibraryQueries,
  type AdminScreenQuery,
} from './admin-screen-queries';
export { adminView, type AdminView } from './admin-view';
