import { LazyNotFoundPage as NotFoundPage } from '@web/error-pages/LazyNotFoundPage';

/**
 * spec 8: a content page whose request failed, or that is offline for a visitor, shows the 404
 * page with the message '404 Not Found' (an unknown path keeps 'This page could not be found').
 */
export default function ContentPageNotFound() {
  return <NotFoundPage message="error.notFound.pageMessage" />;
}
