import type { ApiClient } from '@aula/api-client';
import { adminPath, type Locale } from '@aula/routing';
import { useState } from 'react';
import { editorClient } from '../editor-client';
import { text } from '../editor-text';
import { MediaLibrary } from './MediaLibrary';
import type { UploadFunction } from './Uploader';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import styles from './media.module.css';

export interface MediaLibraryPageProps {
  locale: Locale;
  /** The content API (default: the browser's same-origin client). */
  client?: ApiClient;
  upload?: UploadFunction;
}

/**
 * DESIGN.md 9: `/admin/media`, the media library as a page of its own (editors only; the host
 * checks the session), with the way back to the admin area and to the site.
 */
export function MediaLibraryPage({ locale, client, upload }: MediaLibraryPageProps) {
  const [api] = useState(() => client ?? editorClient());
  return (
    <EditorQueryProvider>
      <main className={styles.page} lang={locale}>
        <nav className={styles.pageNav} aria-label={text(locale, 'admin.nav.label')}>
          <a href={`${adminPath('dashboard')}?lang=${locale}`}>{text(locale, 'admin.title')}</a>
          <a href={`/${locale}`}>{text(locale, 'admin.nav.site')}</a>
        </nav>
        <h1 className={styles.title}>{text(locale, 'media.library.title')}</h1>
        <MediaLibrary locale={locale} client={api} {...(upload ? { upload } : {})} />
      </main>
    </EditorQueryProvider>
  );
}
