import { defaultLocale, isLocale } from '@aula/routing';
import type { ReactNode } from 'react';

/** The media library's own document (outside the site's layouts), in the language the proxy chose. */
export default async function MediaLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return (
    <html lang={isLocale(lang) ? lang : defaultLocale}>
      <body>{children}</body>
    </html>
  );
}
