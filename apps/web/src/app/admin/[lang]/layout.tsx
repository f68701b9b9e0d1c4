import { defaultLocale, isLocale } from '@aula/routing';
import type { ReactNode } from 'react';
import { siteFont } from '@web/fonts/site-font';

/**
 * The admin area's own document (DESIGN.md 9: no visitor chrome), in the admin language the proxy
 * chose, with the site's typeface (spec 9) for the admin's tokens.
 */
export default async function AdminLayout({
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
