import type { Migration, MigrationProvider } from 'kysely';
import { newsAndNavigation } from './0001-news-and-navigation';
import { content } from './0002-content';
import { pagesAndModules } from './0003-pages-and-modules';
import { search } from './0004-search';
import { example } from './0005-example';
import { personProfile } from './0006-person-profile';
import { searchDocuments } from './0007-search-documents';
import { listVersions } from './0008-list-versions';
import { sectionBackup } from './0009-section-backup';
import { structureUndo } from './0010-structure-undo';
import { publishing } from './0011-publishing';
import { presence } from './0012-presence';
import { admin } from './0013-admin';
import { mediaLibrary } from './0014-media-library';
import { adminListSearch } from './0017-admin-list-search';
import { adminListCovering } from './0018-admin-list-covering';
import { headerBehaviour } from './0019-header-behaviour';
import { siteSearch } from './0020-site-search';
import { pageTextSearch } from './0021-page-text-search';

/** Numbered migrations, applied in key order; never renumber or edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-news-and-navigation': newsAndNavigation,
  '0002-content': content,
  '0003-pages-and-modules': pagesAndModules,
  '0004-search': search,
  '0005-example': example,
  '0006-person-profile': personProfile,
  '0007-search-documents': searchDocuments,
  '0008-list-versions': listVersions,
  '0009-section-backup': sectionBackup,
  '0010-structure-undo': structureUndo,
  '0011-publishing': publishing,
  '0012-presence': presence,
  '0013-admin': admin,
  '0014-media-library': mediaLibrary,
  '0017-admin-list-search': adminListSearch,
  '0018-admin-list-covering': adminListCovering,
  '0019-header-behaviour': headerBehaviour,
  '0020-site-search': siteSearch,
  '0021-page-text-search': pageTextSearch,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
