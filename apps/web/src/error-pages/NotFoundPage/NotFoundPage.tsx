'use client';

import { t } from '@aula/i18n/visitor';
import { ErrorLayout } from '@web/error-pages/ErrorLayout/ErrorLayout';
import { ErrorMessage } from '@web/error-pages/ErrorMessage/ErrorMessage';
import { useLocale } from '@web/error-pages/use-locale';

/** spec 2, 8: the not-found page in the language of the path. */
export function NotFoundPage() {
  const locale = useLocale();
  return (
    <ErrorLayout locale={locale}>
      <ErrorMessage locale={locale} status={404} message={t(locale, 'error.notFound.message')} />
    </ErrorLayout>
  );
}
