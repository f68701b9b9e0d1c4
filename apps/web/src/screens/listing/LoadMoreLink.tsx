import type { Locale } from '@aula/routing';
import Link from 'next/link';
import { screenText } from '../screen-texts';
import { type ListState, listStateQuery } from './list-query';

interface LoadMoreLinkProps {
  locale: Locale;
  action: string;
  state: ListState;
}

/**
 * spec 2, 4: "load more": the next page is appended below the loaded ones (the server renders
 * pages 1 to n), the filter is kept, and the page number in the URL only grows, so the list can
 * be shared and reloaded as it is. Client-side navigation keeps the scroll position.
 */
export function LoadMoreLink({ locale, action, state }: LoadMoreLinkProps) {
  const next = listStateQuery({ ...state, pages: (state.pages ?? 1) + 1 });
  return (
    <p className="load-more">
      <Link href={`${action}${next}`} scroll={false} prefetch={false}>
        {screenText(locale, 'loadMore')}
      </Link>
    </p>
  );
}
