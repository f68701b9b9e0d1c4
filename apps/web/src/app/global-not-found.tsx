import { t } from '@aula/i18n';
import { otherLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ErrorLayout } from '@web/error-pages/ErrorLayout/ErrorLayout';
import { ErrorMessage } from '@web/error-pages/ErrorMessage/ErrorMessage';
import { notFoundLocale, notFoundLocaleHeader } from '@web/error-pages/not-found-locale';
import { siteFont } from '@web/fonts/site-font';
import { ogLocale } from '@aula/routing/seo';
import '@web/app/[locale]/globals.css';

async function pageLocale() {
  return notFoundLocale((await headers()).get(notFoundLocaleHeader));
}

/** spec 2, 8: the not-found title is the spec's own, the same in both languages; og locales as on every page. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return {
    title: t(locale, 'error.notFound.title'),
    description: t(locale, 'screenDescription.notFound'),
    openGraph: {
      siteName: t(locale, 'site.name'),
      locale: ogLocale[locale],
      alternateLocale: [ogLocale[otherLocale(locale)]],
    },
  };
}

/**
 * spec 2, 8: the not-found page for the hard 404s the proxy knows (`/{locale}/404`, which guard
 * violations redirect to, and paths outside both languages): status 404, server-rendered in the
 * error layout, in the language the proxy passes.
 */
export default async function GlobalNotFound() {
  const locale = await pageLocale();
  return (
    <html lang={locale} className={siteFont.variable}>
      <body>
        <ErrorLayout locale={locale}>
          <ErrorMessage
            locale={locale}
            status={404}
            message={t(locale, 'error.notFound.message')}
          />
        </ErrorLayout>
      </body>
    </html>
  );
}
