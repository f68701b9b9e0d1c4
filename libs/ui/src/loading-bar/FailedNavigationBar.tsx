import type { Locale } from '@aula/routing';
import { LoadingBar } from './LoadingBar';
import { useFailedNavigation } from './navigation-failure';

/**
 * spec 4, 8: the loading bar of an error boundary. The boundary replaced the site's pages and
 * their loading bar; when the failure ended a navigation or `router.refresh()`, this bar shows
 * it failed (and says so to screen readers) above the error page.
 */
export function FailedNavigationBar({ locale }: { locale: Locale }) {
  return useFailedNavigation() ? <LoadingBar locale={locale} loading={false} failed /> : null;
}
