import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../menu/use-focus-trap';
import { useScrollLock } from '../menu/use-scroll-lock';
import { BranchList } from './BranchList';
import type { BranchEntry } from './menu-branch';
import styles from './SideNavigation.module.css';

interface SideNavigationPanelProps {
  id: string;
  locale: Locale;
  branch: BranchEntry;
  /** False while the panel slides out (it stays mounted for its exit transition). */
  open: boolean;
  /** The button that opened it: it gets the focus back, and its clicks are not "outside". */
  opener: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}

/** Closes on Escape and on a pointer press outside the panel and its opener (spec 2). */
function useDismiss(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !opener.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, panel, opener, onClose]);
}

/**
 * spec 2, 9: the modal panel of the side navigation, sliding in from the inline end: at most
 * 31.5rem, 39.5rem and 49.5rem wide from the large, xlarge and xxlarge breakpoints (the
 * `--aula-side-nav-max-width` token), the full width on phones. Focus moves in and stays inside
 * while it is open; the page behind does not scroll. Portalled to the body: the page's own
 * transition (a transform) would otherwise hold a fixed panel inside the content.
 */
export function SideNavigationPanel({
  id,
  locale,
  branch,
  open,
  opener,
  onClose,
}: SideNavigationPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, open, opener);
  useScrollLock(open);
  useDismiss(open, panel, opener, onClose);
  // A long branch: the current page is in view when the panel opens (the focus is on its top).
  useEffect(() => {
    panel.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return createPortal(
    <div className={styles['backdrop']} data-state={open ? 'open' : 'closing'}>
      <div
        ref={panel}
        id={id}
        className={styles['panel']}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className={styles['top']}>
          <h2 id={titleId} className={styles['title']}>
            {t(locale, 'sideNavigation.label')}
          </h2>
          <button
            type="button"
            className={styles['close']}
            aria-label={t(locale, 'sideNavigation.close')}
            onClick={onClose}
          />
        </div>
        <nav aria-labelledby={titleId}>
          <BranchList entries={[branch]} onNavigate={onClose} />
        </nav>
      </div>
    </div>,
    document.body,
  );
}
