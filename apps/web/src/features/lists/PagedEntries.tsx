import { t } from '@aula/i18n';
import type { EventEntry, NewsTeaser, PressRelease } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { MoreListPages } from './MoreListPages';
import { headingText } from '@web/screens/server-render-options';
import { entryRenderers, type TitleText } from './entry-renderers';
import { type ListState, listStateQuery } from '@aula/api-client';

type Entries =
  | { kind: 'news'; entries: readonly NewsTeaser[] }
  | { kind: 'events'; entries: readonly EventEntry[] }
  | { kind: 'pressReleases'; entries: readonly PressRelease[] };

type PagedEntriesProps = Entries & {
  locale: Locale;
  state: ListState;
  /** What `loadPages` answered for pages 1..n. */
  hasMore: boolean;
  count: number;
  /** The list's own path. */
  action: string;
  testId: string;
};

/**
 * The server-rendered entries of pages 1..n as `<li>`s (the island appends the pages loaded
 * later), their titles hyphenated in the page's language.
 */
function entryItems(props: Entries, locale: Locale) {
  const title: TitleText = (text) => headingText(text, locale);
  switch (props.kind) {
    case 'news':
      return props.entries.map((entry) => (
        <li key={entry.id}>{entryRenderers.news(entry, locale, title)}</li>
      ));
    case 'events':
      return props.entries.map((entry) => (
        <li key={entry.id}>{entryRenderers.events(entry, locale, title)}</li>
      ));
    case 'pressReleases':
      return props.entries.map((entry) => (
        <li key={entry.id}>{entryRenderers.pressReleases(entry, locale, title)}</li>
      ));
  }
}

/** spec 2, 4: a paged list of news, events or press releases with "load more" (see `MoreListPages`). */
export function PagedEntries({
  locale,
  state,
  hasMore,
  count,
  action,
  testId,
  ...entries
}: PagedEntriesProps) {
  const labels = {
    loadMore: t(locale, 'page.loadMore'),
    loading: t(locale, 'page.loading'),
    loaded: t(locale, 'page.moreLoaded'),
    failed: t(locale, 'page.loadFailed'),
  };
  const className = entries.kind === 'news' ? 'plain-list' : 'plain-list card-grid';
  const nextHref = `${action}${listStateQuery({ filter: state.filter, pages: (state.pages ?? 1) + 1 })}`;
  return (
    <MoreListPages
      kind={entries.kind}
      locale={locale}
      state={state}
      hasMore={hasMore}
      count={count}
      action={action}
      nextHref={nextHref}
      listProps={{ className, 'data-testid': testId }}
      labels={labels}
    >
      {entryItems(entries, locale)}
    </MoreListPages>
  );
}
