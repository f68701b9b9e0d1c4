import type { Migration, MigrationProvider } from 'kysely';
import { newsAndNavigation } from './0001-news-and-navigation';

/** Numbered migrations, applied in key order; never renumber or edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-news-and-navigation': newsAndNavigation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
