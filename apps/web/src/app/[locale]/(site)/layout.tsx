import { defaultLocale, isLocale } from '@aula/routing';
import { SkipLink } from '@aula/ui';
import type { ReactNode } from 'react';

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * spec 2: the default layout of every screen: skip link and content so far; the header,
 * breaking news, footer and the rest of the chrome come with `@aula/ui`.
 */
export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  return (
    <>
      <SkipLink locale={locale} />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
