import { defaultLocale, isLocale } from '@aula/routing';
import type { ReactNode } from 'react';

/** The editor login's own document (outside the site's layouts), in the language the proxy chose. */
export default async function LoginLayout({
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
