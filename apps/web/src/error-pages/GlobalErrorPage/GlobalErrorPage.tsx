'use client';

import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { ErrorLayout } from '@web/error-pages/ErrorLayout/ErrorLayout';
import { ErrorMessage } from '@web/error-pages/ErrorMessage/ErrorMessage';

/** What can be said about a thrown value: its message and, for server errors, Next's digest. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const digest = 'digest' in error && typeof error.digest === 'string' ? ` (${error.digest})` : '';
  return `${error.name}: ${error.message}${digest}`;
}

/** spec 8: the content of the last fallback: its title, the message, the details and a link home. */
export function GlobalErrorContent({ locale, error }: { locale: Locale; error: unknown }) {
  return (
    <>
      {/* React 19 hoists this title into the head. */}
      <title>{t(locale, 'error.general.title')}</title>
      <ErrorLayout locale={locale}>
        <ErrorMessage locale={locale} status={500} message={t(locale, 'error.errorPage.message')}>
          <details open>
            <summary>{t(locale, 'error.details')}</summary>
            <pre>{describe(error)}</pre>
          </details>
        </ErrorMessage>
      </ErrorLayout>
    </>
  );
}

/**
 * spec 8: the last fallback, when showing the error page itself failed: 'An error occurred
 * while showing the error page', the details and a link home. Renders its own document.
 */
export function GlobalErrorPage({ locale, error }: { locale: Locale; error: unknown }) {
  return (
    <html lang={locale}>
      <body>
        <GlobalErrorContent locale={locale} error={error} />
      </body>
    </html>
  );
}
