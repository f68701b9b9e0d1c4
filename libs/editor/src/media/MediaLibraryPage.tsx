import type { ApiClient } from '@aula/api-client';
import { adminScreens, type Locale } from '@aula/routing';
import { useState } from 'react';
import { AdminProvider } from '../admin/AdminProvider';
import { AdminShell } from '../admin/AdminShell';
import { editorClient } from '../editor-client';
import { text } from '../editor-text';
import { MediaLibrary } from './MediaLibrary';
import type { UploadFunction } from './Uploader';

export interface MediaLibraryPageProps {
  locale: Locale;
  /** The content API (default: the browser's same-origin client). */
  client?: ApiClient;
  upload?: UploadFunction;
}

/**
 * DESIGN.md 9: `/admin/media`, the media library as a screen of the admin area (editors only;
 * the host checks the session): the same shell, navigation (its place marked) and breadcrumbs as
 * every admin screen.
 */
export function MediaLibraryPage({ locale, client, upload }: MediaLibraryPageProps) {
  const [api] = useState(() => client ?? editorClient());
  return (
    <AdminProvider locale={locale}>
      <AdminShell path={[adminScreens.mediaLibrary]}>
        <h1>{text(locale, 'media.library.title')}</h1>
        <MediaLibrary locale={locale} client={api} {...(upload ? { upload } : {})} />
      </AdminShell>
    </AdminProvider>
  );
}
