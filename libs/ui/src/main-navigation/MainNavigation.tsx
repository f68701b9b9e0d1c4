import type { NavigationItem } from '@aula/api-client';
import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { SiteLink } from '../site-link/SiteLink';
import styles from './MainNavigation.module.css';

export interface MainNavigationProps {
  locale: Locale;
  /** The navigation's menu list: its top level is shown. */
  items: NavigationItem[];
  /** The address of the page shown (without query): its entry, or the entry above it, is marked. */
  currentPath?: string;
}

/** `page` for the entry of the page shown, `true` for the entry of the area it belongs to. */
export function currentMark(url: string, currentPath?: string): 'page' | 'true' | undefined {
  if (!currentPath) return undefined;
  if (currentPath === url) return 'page';
  return currentPath.startsWith(`${url}/`) ? 'true' : undefined;
}

/**
 * The top level of the menu as a row of links in the header on wide screens, so the site's
 * areas are one click away without opening the burger (which keeps the full menu, spec 2/4).
 * Hidden on narrower screens, where the burger is the way in.
 */
export function MainNavigation({ locale, items, currentPath }: MainNavigationProps) {
  if (items.length === 0) return null;
  return (
    <nav className={styles['navigation']} aria-label={t(locale, 'header.mainNavigation')}>
      <ul className={styles['list']}>
        {items.map((item) => (
          <li key={item.url}>
            <SiteLink
              href={item.url}
              className={styles['link']}
              aria-current={currentMark(item.url, currentPath)}
            >
              {item.menu_name || item.headline}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
