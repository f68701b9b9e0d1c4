export interface LoadMoreLabels {
  loadMore: string;
  loading: string;
  /** The announcement after a page was added (`{count}`: the entries loaded here). */
  loaded: string;
  failed: string;
}

export interface LoadMoreFooterProps {
  labels: LoadMoreLabels;
  busy: boolean;
  loaded: number;
  failed: boolean;
  hasMore: boolean;
  hydrated: boolean;
  /** The server's link to the list with one page more (before hydration, and without script). */
  nextHref: string;
  onLoadMore(): void;
}

/** The announcements and the "load more" control under a list (see `useLoadMore`). */
export function LoadMoreFooter({
  labels,
  busy,
  loaded,
  failed,
  hasMore,
  hydrated,
  nextHref,
  onLoadMore,
}: LoadMoreFooterProps) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {busy ? labels.loading : loaded > 0 ? labels.loaded.replace('{count}', String(loaded)) : ''}
      </p>
      {failed && <p role="alert">{labels.failed}</p>}
      {hasMore && (
        <p className="load-more">
          {hydrated ? (
            <button type="button" onClick={onLoadMore} disabled={busy}>
              {busy ? labels.loading : labels.loadMore}
            </button>
          ) : (
            <a href={nextHref}>{labels.loadMore}</a>
          )}
        </p>
      )}
    </>
  );
}
