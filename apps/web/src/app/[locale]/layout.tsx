import { isLocale, locales } from '@aula/routing';
import { SkipLink } from '@aula/ui';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import './globals.css';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body>
        <SkipLink locale={locale} />
        <main id="content" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
