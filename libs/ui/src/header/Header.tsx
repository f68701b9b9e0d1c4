import type { NavigationItem } from '@aula/api-client';
import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { type ReactNode, useRef } from 'react';
import { useAtom, useAtomValue, useSetAtom } from '../state/chrome-store';
import { LanguageSwitch } from '../language-switch/LanguageSwitch';
import { Logo } from '../logo/Logo';
import { MainNavigation } from '../main-navigation/MainNavigation';
import { Menu } from '../menu/Menu';
import {
  breakingNewsHeightAtom,
  closeMenuAtom,
  headerHiddenAtom,
  menuOpenAtom,
} from '../state/chrome-atoms';
import styles from './Header.module.css';
import { type HeaderBehaviour, useHeaderHide } from './use-header-hide';

export interface HeaderProps {
  locale: Locale;
  /** The current page in each language, for the language switch. */
  languageUrls?: Record<Locale, string>;
  /**
   * A language switch the host renders itself (a server-rendered `LanguageSwitch` that knows
   * the page's own address in each language); replaces the one built from `languageUrls`.
   */
  languageSwitch?: ReactNode;
  /** The navigation's menu list for the full-screen menu. */
  menu: NavigationItem[];
  /** spec 2/4: how the header reacts to scrolling (default: stays). */
  behaviour?: HeaderBehaviour;
  /** The height of the breaking news above the header, in px (it moves the hide threshold); `BreakingNews` reports it by default. */
  breakingNewsHeight?: number;
  /** The search toggle and box (`SearchBox`). */
  search?: ReactNode;
  /** The address of the page shown: its entry in the main navigation is marked. */
  currentPath?: string;
}

const menuId = 'site-menu';

/**
 * spec 1/2: the site header: logo, the menu's top level (wide screens), search toggle, language
 * switch and the burger with its menu.
 */
export function Header({
  locale,
  languageUrls,
  languageSwitch,
  menu,
  behaviour = 'default',
  breakingNewsHeight,
  search,
  currentPath,
}: HeaderProps) {
  const reportedHeight = useAtomValue(breakingNewsHeightAtom);
  useHeaderHide(behaviour, breakingNewsHeight ?? reportedHeight);
  const hidden = useAtomValue(headerHiddenAtom);
  const [menuOpen, setMenuOpen] = useAtom(menuOpenAtom);
  const closeMenu = useSetAtom(closeMenuAtom);
  const burger = useRef<HTMLButtonElement>(null);

  return (
    <header
      className={styles['header']}
      data-behaviour={behaviour}
      data-hidden={hidden && !menuOpen}
    >
      <div className={styles['bar']}>
        <Logo locale={locale} />
        <MainNavigation locale={locale} items={menu} currentPath={currentPath} />
        <div className={styles['tools']}>
          {search}
          {languageSwitch ??
            (languageUrls && <LanguageSwitch locale={locale} urls={languageUrls} />)}
          <button
            ref={burger}
            type="button"
            className={styles['burger']}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label={t(locale, menuOpen ? 'menu.close' : 'menu.open')}
            onClick={() => (menuOpen ? closeMenu() : setMenuOpen(true))}
          >
            <span className={styles['burgerLines']} aria-hidden="true" />
          </button>
        </div>
      </div>
      <Menu id={menuId} items={menu} locale={locale} returnFocusRef={burger} />
    </header>
  );
}
