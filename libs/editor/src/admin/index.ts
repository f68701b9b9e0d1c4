// The admin area (DESIGN.md 9), composed by the host's `/admin/...` route.
export { AdminApp, type AdminAppProps } from './AdminApp';
export { AdminProvider, type AdminProviderProps } from './AdminProvider';
export { Dashboard } from './Dashboard';
export { EntityForm, type EntityFormProps } from './EntityForm';
export { EntityList, type EntityListProps } from './EntityList';
export { NavigationEditor } from './NavigationEditor';
export { SubscriptionList } from './SubscriptionList';
