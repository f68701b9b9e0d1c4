'use client';

import { t } from '@aula/i18n/visitor';
import { useEffect } from 'react';
import { browserReporter } from '@web/error-reporting/browser-reporter';
import { ErrorLayout } from '@web/error-pages/ErrorLayout/ErrorLayout';
import { ErrorMessage } from '@web/error-pages/ErrorMessage/ErrorMessage';
import { useLocale } from '@web/error-pages/use-locale';

/** spec 2, 8: the page for failures other than not found: 'An error occurred' and a link home. */
export function ErrorPage({ error }: { error: unknown }) {
  const locale = useLocale();
  useEffect(() => {
    browserReporter.report(error, { what: 'error page' });
  }, [error]);
  return (
    <>
      {/* Error boundaries cannot export metadata; React 19 hoists this title into the head. */}
      <title>{t(locale, 'error.general.title')}</title>
      <ErrorLayout locale={locale}>
        <ErrorMessage locale={locale} status={500} message={t(locale, 'error.general.message')} />
      </ErrorLayout>
    </>
  );
}
