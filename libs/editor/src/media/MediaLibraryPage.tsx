import type { ApiClient } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useState } from 'react';
import { editorClient } from '../editor-client';
import { text } from '../editor-text';
import { MediaLibrary } from './MediaLibrary';
import type { UploadFunction } from './Uploader';
import styles from './media.module.css';

export interface MediaLibraryPageProps {
  locale: Locale;
  /** The content API (default: the browser's same-origin client). */
  client?: ApiClient;
  upload?: UploadFunction;
}

/**
 * DESIGN.md 9: `/admin/media`, the media library as a page of its own (editors only; the host
 * checks the session).
 */
export function MediaLibraryPage({ locale, client, upload }: MediaLibraryPageProps) {
  const [api] = useState(() => client ?? editorClient());
  return (
    <main className={styles.page} lang={locale}>
      <h1 className={styles.title}>{text(locale, 'media.library.title')}</h1>
      <MediaLibrary locale={locale} client={api} {...(upload ? { upload } : {})} />
    </main>
  );
}
