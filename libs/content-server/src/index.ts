export { createApp, type AppOptions, type ContentApp } from './create-app';
export { openDatabase, migrate, type DatabaseOptions } from './db/open-database';
export type { Database } from './db/schema';
export { seedDemoContent, type SeedOptions } from './seed/seed-demo-content';
export { startServer, type RunningServer, type ServerOptions } from './start-server';
export { pageSize } from './routes/paging';
