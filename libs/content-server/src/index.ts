export { createApp, type AppOptions, type ContentApp } from './create-app';
export { openDatabase, migrate, dumpDatabase, type DatabaseOptions } from './db/open-database';
export type { Database } from './db/schema';
export { seedDemoContent, type SeedOptions } from './seed/seed-demo-content';
export { demoEditor } from './seed/users';
export { startServer, type RunningServer, type ServerOptions } from './start-server';
export { pageSize } from './routes/paging';
export { backupPath, type BackupOptions } from './backup/backup-routes';
export {
  restoreBackup,
  RestoreRefusedError,
  type RestoreSummary,
  type RestoreTarget,
} from './backup/restore-on-demand';
export { fileMediaStore, memoryMediaStore, type MediaStore } from './media/media-store';
export { httpRevalidate, cacheTags, type Revalidate, type RevalidateTarget } from './revalidate';
export type { Mail, Mailer } from './routes/newsletter';
// DESIGN.md 8/9: the dashboard's counts of drafts waiting and scheduled publications; the
// scheduler.
export { publishingCounts } from './publishing/publishing-counts';
export {
  claimDuePublications,
  runDuePublications,
  startPublicationScheduler,
} from './publishing/publication-scheduler';
