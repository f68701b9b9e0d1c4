import { defaultLocale, isLocale } from '@aula/routing';
import type { ReactNode } from 'react';
import { siteFont } from '@web/fonts/site-font';

/**
 * The editor login's own document (outside the site's layouts), in the language the proxy chose,
 * with the site's typeface (spec 9).
 */
export default async function LoginLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return (
    <html lang={isLocale(lang) ? lang : defaultLocale} className={siteFont.variable}>
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
