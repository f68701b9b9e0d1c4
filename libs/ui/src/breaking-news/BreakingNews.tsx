import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { useCallback, useEffect, useRef } from 'react';
import { useAtom, useSetAtom } from '../state/chrome-store';
import { focusableAfter } from '../focus/focus-return';
import { SiteLink } from '../site-link/SiteLink';
import { breakingNewsClosedAtom, breakingNewsHeightAtom } from '../state/chrome-atoms';
import styles from './BreakingNews.module.css';
import { useResetOnLoad } from './use-reset-on-load';

/** The fields of a breaking-news item (spec 3) the banner shows; `BreakingNewsItem` of the API fits. */
export interface BreakingNewsEntry {
  id: number;
  headline: string;
  text: string;
  color: 'regular' | 'urgent';
  link_obj: { url: string } | null;
  link_text: string;
}

export interface BreakingNewsProps {
  /** The loaded list; each new list re-opens a closed banner. */
  items: BreakingNewsEntry[];
  locale: Locale;
  /** Reports the banner's height in px (0 when hidden); it is also kept in breakingNewsHeightAtom for the header. */
  onHeightChange?(height: number): void;
}

/**
 * spec 2/4: the site-wide banner above the header, shown when items exist; regular or urgent
 * (red); closing sets the closed flag (breakingNewsClosedAtom).
 */
export function BreakingNews({ items, locale, onHeightChange }: BreakingNewsProps) {
  const [closed, setClosed] = useAtom(breakingNewsClosedAtom);
  useResetOnLoad(items);
  const banner = useRef<HTMLElement>(null);
  const visible = items.length > 0 && !closed;
  const setHeightAtom = useSetAtom(breakingNewsHeightAtom);
  const report = useCallback(
    (height: number) => {
      setHeightAtom(height);
      onHeightChange?.(height);
    },
    [setHeightAtom, onHeightChange],
  );

  useEffect(() => {
    const node = banner.current;
    if (!visible || !node) {
      report(0);
      return;
    }
    report(node.offsetHeight);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => report(node.offsetHeight));
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, report]);

  // The close button disappears with the banner; the focus moves on to what follows it, not
  // to the page body.
  const close = () => {
    if (banner.current?.contains(document.activeElement)) focusableAfter(banner.current).focus();
    setClosed(true);
  };

  if (!visible) return null;
  const urgent = items.some((item) => item.color === 'urgent');
  return (
    <aside
      ref={banner}
      className={styles['banner']}
      data-color={urgent ? 'urgent' : 'regular'}
      aria-label={t(locale, 'breakingNews.label')}
    >
      <ul className={styles['items']}>
        {items.map((item) => (
          <li key={item.id} className={styles['item']} data-color={item.color}>
            <strong className={styles['headline']}>{item.headline}</strong> <span>{item.text}</span>
            {item.link_obj && item.link_text && (
              <>
                {' '}
                <SiteLink href={item.link_obj.url} className={styles['link']}>
                  {item.link_text}
                </SiteLink>
              </>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles['close']}
        aria-label={t(locale, 'breakingNews.close')}
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
