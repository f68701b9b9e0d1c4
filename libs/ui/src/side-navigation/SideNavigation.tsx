import type { NavigationItem } from '@aula/api-client';
import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useDelayedUnmount } from '../menu/use-delayed-unmount';
import { useReducedMotion } from '../motion/use-media-query';
import { menuBranch } from './menu-branch';
import styles from './SideNavigation.module.css';
import { SideNavigationPanel } from './SideNavigationPanel';

/** spec 9: the panel's slide in and out, in milliseconds (`--aula-transition`, 0.41 s). */
export const sideNavigationTransition = 410;

export interface SideNavigationProps {
  locale: Locale;
  /** The navigation's menu list (spec 3), as the header's menu gets it. */
  menu: readonly NavigationItem[];
  /** The page's own URL in `locale` (`page.urls[locale]`). */
  currentUrl: string;
}

/**
 * spec 2: the side navigation of a content page inside a menu branch: a button that opens a
 * panel listing the branch's pages (see `menuBranch`), the current one marked. Escape, a click
 * outside, the close button or a followed link close it, and the focus returns to the button.
 * Renders nothing for a page outside the menu's branches.
 */
export function SideNavigation({ locale, menu, currentUrl }: SideNavigationProps) {
  const branch = useMemo(() => menuBranch(menu, currentUrl), [menu, currentUrl]);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const reducedMotion = useReducedMotion();
  const rendered = useDelayedUnmount(open, reducedMotion ? 0 : sideNavigationTransition);
  const close = useCallback(() => setOpen(false), []);
  if (!branch) return null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles['opener']}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
      >
        {t(locale, 'sideNavigation.open')}
      </button>
      {rendered && (
        <SideNavigationPanel
          id={panelId}
          locale={locale}
          branch={branch}
          open={open}
          opener={opener}
          onClose={close}
        />
      )}
    </>
  );
}
