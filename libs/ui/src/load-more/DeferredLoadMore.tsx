import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { LoadMoreFooter, type LoadMoreLabels } from './LoadMoreFooter';

const noSubscription = () => () => undefined;

/** How far below the screen the "load more" control may be when the island's code starts loading. */
export const preloadMargin = '600px';

export interface DeferredLoadMoreProps<P extends object> {
  /**
   * The island that takes over at the first "load more": it shows the whole list, with
   * `autoLoad` asks for the next page at once. Its code (data library, API client, schemas,
   * renderers) is not part of the page: it loads when the control comes near or is pressed.
   */
  load: () => Promise<ComponentType<P & { autoLoad: true }>>;
  islandProps: P;
  labels: LoadMoreLabels;
  hasMore: boolean;
  /** The server's link to the list with one page more (before hydration, and without script). */
  nextHref: string;
  /** The server-rendered list. */
  children: ReactNode;
}

/**
 * DESIGN.md 5: a "load more" list whose interactive part loads on demand. Until the first press it
 * is the server's list and the `LoadMoreFooter`; the island's code is fetched once the control
 * is within `preloadMargin` of the screen (or at the press), then the island replaces both.
 */
export function DeferredLoadMore<P extends object>({
  load,
  islandProps,
  labels,
  hasMore,
  nextHref,
  children,
}: DeferredLoadMoreProps<P>) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [Island, setIsland] = useState<ComponentType<P & { autoLoad: true }> | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const pending = useRef<Promise<ComponentType<P & { autoLoad: true }>> | null>(null);
  const footer = useRef<HTMLDivElement>(null);
  const preload = useCallback(() => {
    pending.current ??= load().catch((error: unknown) => {
      pending.current = null; // a failed chunk load is tried again with the next press
      throw error;
    });
    return pending.current;
  }, [load]);

  useEffect(() => {
    const element = footer.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        preload().catch(() => undefined);
      },
      { rootMargin: `0px 0px ${preloadMargin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [preload]);

  // Removing the focused control lets the browser lay the page out without the list for a moment
  // and clamp the scroll position (to the top on a long list): it is put back before the next paint.
  const scrollBeforeSwap = useRef<number | null>(null);
  useLayoutEffect(() => {
    const top = scrollBeforeSwap.current;
    scrollBeforeSwap.current = null;
    if (Island && top !== null && window.scrollY !== top)
      window.scrollTo({ top, behavior: 'instant' });
  }, [Island]);

  const start = () => {
    setState('busy');
    preload().then(
      (component) => {
        scrollBeforeSwap.current = window.scrollY;
        setIsland(() => component);
      },
      () => setState('failed'),
    );
  };
  if (Island) return <Island {...islandProps} autoLoad />;
  return (
    <>
      {children}
      <div ref={footer}>
        <LoadMoreFooter
          labels={labels}
          busy={state === 'busy'}
          loaded={0}
          failed={state === 'failed'}
          hasMore={hasMore}
          hydrated={hydrated}
          nextHref={nextHref}
          onLoadMore={start}
        />
      </div>
    </>
  );
}
