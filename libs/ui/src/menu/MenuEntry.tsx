import type { NavigationItem } from '@aula/api-client';
import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { useId } from 'react';
import { useAtomValue, useSetAtom } from '../state/chrome-store';
import { SiteLink } from '../site-link/SiteLink';
import { openSubmenuAtom, toggleSubmenuAtom } from '../state/chrome-atoms';
import styles from './Menu.module.css';

interface EntryProps {
  item: NavigationItem;
  locale: Locale;
  /** Called when a link is followed (the menu closes). */
  onNavigate(): void;
}

function label(item: NavigationItem): string {
  return item.menu_name || item.headline;
}

/** A link inside an open submenu, with its own children (any depth) listed below it. */
function SubmenuLink({ item, locale, onNavigate }: EntryProps) {
  return (
    <li>
      <SiteLink href={item.url} onClick={onNavigate}>
        {label(item)}
      </SiteLink>
      {item.children.length > 0 && (
        <ul>
          {item.children.map((child) => (
            <SubmenuLink key={child.url} item={child} locale={locale} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * spec 2/4: a top-level menu entry. Entries with children toggle a submenu (one open at a time,
 * 0.4 s animation); a collapsed submenu is inert so Tab skips it.
 */
export function MenuEntry({ item, locale, onNavigate }: EntryProps) {
  const openSubmenu = useAtomValue(openSubmenuAtom);
  const toggle = useSetAtom(toggleSubmenuAtom);
  const submenuId = useId();

  if (item.children.length === 0) {
    return (
      <li className={styles['entry']}>
        <SiteLink href={item.url} onClick={onNavigate}>
          {label(item)}
        </SiteLink>
      </li>
    );
  }

  const expanded = openSubmenu === item.url;
  return (
    <li className={styles['entry']}>
      <button
        type="button"
        className={styles['toggle']}
        aria-expanded={expanded}
        aria-controls={submenuId}
        onClick={() => toggle(item.url)}
      >
        {label(item)}
      </button>
      <div id={submenuId} className={styles['submenu']} data-expanded={expanded} inert={!expanded}>
        <ul className={styles['submenuList']}>
          <li>
            <SiteLink href={item.url} onClick={onNavigate}>
              {t(locale, 'menu.overview')}: {label(item)}
            </SiteLink>
          </li>
          {item.children.map((child) => (
            <SubmenuLink key={child.url} item={child} locale={locale} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
    </li>
  );
}
