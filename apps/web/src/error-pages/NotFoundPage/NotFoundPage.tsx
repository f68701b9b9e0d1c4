'use client';

import { t } from '@aula/i18n/visitor';
import { ErrorLayout } from '@web/error-pages/ErrorLayout/ErrorLayout';
import { ErrorMessage } from '@web/error-pages/ErrorMessage/ErrorMessage';
import { useLocale } from '@web/error-pages/use-locale';

export interface NotFoundPageProps {
  /**
   * spec 8: an unknown page says 'This page could not be found'; a content page whose request
   * failed, or that is offline for a visitor, says '404 Not Found'.
   */
  message?: 'error.notFound.message' | 'error.notFound.pageMessage';
}

/** spec 2, 8: the not-found page in the language of the path. */
export function NotFoundPage({ message = 'error.notFound.message' }: NotFoundPageProps) {
  const locale = useLocale();
  return (
    <ErrorLayout locale={locale}>
      <ErrorMessage locale={locale} status={404} message={t(locale, message)} />
    </ErrorLayout>
  );
}
