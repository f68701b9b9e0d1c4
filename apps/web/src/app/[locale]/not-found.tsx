import { t } from '@aula/i18n';
import { defaultLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { LazyNotFoundPage as NotFoundPage } from '@web/error-pages/LazyNotFoundPage';

/** spec 2, 8: the not-found title is the spec's own, the same in both languages. */
export const metadata: Metadata = {
  title: { absolute: t(defaultLocale, 'error.notFound.title') },
  description: t(defaultLocale, 'screenDescription.notFound'),
};

/** Rendered for every unknown path below a language and for /{locale}/404 (spec 2, 8), with status 404. */
export default function NotFound() {
  return <NotFoundPage />;
}
