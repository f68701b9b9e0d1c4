import type { ApiClient } from '@aula/api-client';
import { adminScreens, type Locale } from '@aula/routing';
import type { DehydratedState } from '@tanstack/react-query';
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
  /** The first page the server loaded (`mediaLibraryQueries`), in the cache from the first render. */
  prefetched?: DehydratedState;
}

const mediaPath: readonly string[] = [adminScreens.mediaLibrary];

/**
 * DESIGN.md 9: `/admin/media`, the media library as a screen of the admin area (editors only;
 * the host checks the session): the same shell, navigation (its place marked) and breadcrumbs as
 * every admin screen; rendered on the server with its first page (DESIGN.md 9: the admin is
 * server-rendered) and hydrated with the same data.
 */
export function MediaLibraryPage({ locale, client, upload, prefetched }: MediaLibraryPageProps) {
  const [api] = useState(() => client ?? editorClient());
  return (
    <AdminProvider locale={locale} path={mediaPath} prefetched={prefetched}>
      <AdminShell path={mediaPath}>
        <h1>{text(locale, 'media.library.title')}</h1>
        <MediaLibrary locale={locale} client={api} {...(upload ? { upload } : {})} />
      </AdminShell>
    </AdminProvider>
  );
}
