import type { NavigationItem } from '@aula/api-client';
import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { type RefObject, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from '../state/chrome-store';
import { useReducedMotion } from '../motion/use-media-query';
import { closeMenuAtom, menuOpenAtom } from '../state/chrome-atoms';
import styles from './Menu.module.css';
import { MenuEntry } from './MenuEntry';
import { useDelayedUnmount } from './use-delayed-unmount';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

/** spec 9: menu open/close transition in milliseconds. */
export const menuTransition = 700;

export interface MenuProps {
  /** The navigation's menu list (spec 3). */
  items: NavigationItem[];
  locale: Locale;
  /** The element id, for the burger's aria-controls. */
  id?: string;
  /** The burger button: it gets the focus back when the menu closes, and its clicks are not "outside". */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * spec 2/4: the full-screen navigation menu, opened by the burger (menuOpenAtom), which turns
 * into its close button. Highlighted entries (in_highlight_menu) come first and large; Escape or
 * a click outside the entries closes it; closing clears the open submenu and re-enables page
 * scrolling; focus stays inside (and on the burger) while it is open.
 */
export function Menu({ items, locale, id = 'site-menu', returnFocusRef }: MenuProps) {
  const open = useAtomValue(menuOpenAtom);
  const close = useSetAtom(closeMenuAtom);
  const reducedMotion = useReducedMotion();
  const rendered = useDelayedUnmount(open, reducedMotion ? 0 : menuTransition);
  const panel = useRef<HTMLDivElement>(null);
  // The burger is the close button (spec 2): it stays on top of the overlay and in the Tab cycle.
  useFocusTrap(panel, open && rendered, returnFocusRef, true);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !returnFocusRef?.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, returnFocusRef]);

  if (!rendered) return null;
  const highlighted = items.filter((item) => item.in_highlight_menu);
  const normal = items.filter((item) => !item.in_highlight_menu);
  return (
    <div id={id} className={styles['overlay']} data-state={open ? 'open' : 'closing'}>
      <div
        ref={panel}
        className={styles['panel']}
        role="dialog"
        aria-modal="true"
        aria-label={t(locale, 'menu.label')}
      >
        {highlighted.length > 0 && (
          <nav aria-label={t(locale, 'menu.highlights')}>
            <ul className={styles['highlights']}>
              {highlighted.map((item) => (
                <MenuEntry key={item.url} item={item} locale={locale} onNavigate={close} />
              ))}
            </ul>
          </nav>
        )}
        {normal.length > 0 && (
          <nav aria-label={t(locale, 'menu.more')}>
            <ul className={styles['entries']}>
              {normal.map((item) => (
                <MenuEntry key={item.url} item={item} locale={locale} onNavigate={close} />
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
