import { defaultLocale, isLocale } from '@aula/routing';
import type { ReactNode } from 'react';

/** The admin area's own document (DESIGN.md 9: no visitor chrome), in the admin language the proxy chose. */
export default async function AdminLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return (
    <html lang={isLocale(lang) ? lang : defaultLocale}>
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
