import { t } from '@aula/i18n';
import { BrowserNotice } from '@aula/ui';
import { defaultLocale, isLocale, otherLocale } from '@aula/routing';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteFont } from '@web/fonts/site-font';
import { siteUrl } from '@aula/host';
import { ogLocale } from '@aula/routing/seo';
import './globals.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

// Not `locales`: a page is rendered on its first request, never at build time (see on-demand.ts).
export { generateStaticParams } from '@web/screens/on-demand';

/** spec 2: the viewport allows zooming up to 5 times. */
export const viewport: Viewport = { width: 'device-width', initialScale: 1, maximumScale: 5 };

/** spec 2: page titles follow a template with the site's short name; og:locale on every page. */
export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  return {
    metadataBase: siteUrl(),
    title: { template: `%s | ${t(locale, 'site.shortName')}`, default: t(locale, 'site.name') },
    openGraph: {
      siteName: t(locale, 'site.name'),
      locale: ogLocale[locale],
      alternateLocale: [ogLocale[otherLocale(locale)]],
    },
  };
}

/**
 * The document of every page (default and error layouts both live below it), in the page's
 * language, with the notice for outdated browsers (spec 8) first: server-rendered, no script
 * of the site's bundles.
 */
export default async function RootLayout({ children, params }: LocaleLayoutProps) {
  const { locale: raw } = await params;
  // The proxy only ever rewrites to de or en; anything else is read as the default language.
  const locale = isLocale(raw) ? raw : defaultLocale;
  return (
    <html lang={locale} className={siteFont.variable}>
      <body>
        <BrowserNotice locale={locale} />
        {children}
      </body>
    </html>
  );
}
