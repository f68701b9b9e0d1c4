'use client';

// DESIGN.md 9: the admin's components are one client boundary. A server component (the host's
// admin route) renders them and imports `adminScreenQueries` from the same entry; this directive
// keeps their hooks out of the server's module graph, where only the queries are read.
export { AdminApp } from './AdminApp';
export { AdminProvider } from './AdminProvider';
export { Dashboard } from './Dashboard';
export { EntityForm } from './EntityForm';
export { EntityList } from './EntityList';
export { MediaLibraryPage } from '../media/MediaLibraryPage';
export { NavigationEditor } from './NavigationEditor';
export { SubscriptionList } from './SubscriptionList';
