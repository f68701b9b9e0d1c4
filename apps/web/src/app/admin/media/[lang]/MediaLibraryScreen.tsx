'use client';

import type { Locale } from '@aula/routing';
import dynamic from 'next/dynamic';

// The library comes with the editor's chunk (editor code is only ever loaded lazily).
const MediaLibraryPage = dynamic(async () => (await import('@aula/editor')).MediaLibraryPage, {
  ssr: false,
});

export function MediaLibraryScreen({ locale }: { locale: Locale }) {
  return <MediaLibraryPage locale={locale} />;
}
