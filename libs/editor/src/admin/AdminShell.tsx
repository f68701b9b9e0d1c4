import { entityDefinitions } from '@aula/api-client';
import {
  adminNavGroups,
  adminPath,
  adminRoot,
  otherLocale,
  type AdminEntityTarget,
  type AdminGroupedScreen,
} from '@aula/routing';
import { useId, type ReactNode } from 'react';
import { useAdmin } from './admin-context';
import { adminTrail, itemLabel } from './admin-trail';
import { Breadcrumbs } from './Breadcrumbs';
import { usePhoneMenu } from './use-phone-menu';
import styles from './Admin.module.css';
// The admin's and the media library's documents load no visitor stylesheet: the shell brings the
// editor's rule for screen-reader-only text (a required field's "(Pflichtfeld)", DESIGN.md 9).
import '../styles/visually-hidden.css';

const languageName = { de: 'Deutsch', en: 'English' } as const;

export interface AdminShellProps {
  /**
   * The path of the screen shown below `/admin/`, in segments (`['news', 'news', '3', 'change']`,
   * `['media']`, `[]` for the dashboard): its navigation item is marked current, the breadcrumbs
   * lead back from it.
   */
  path: readonly string[];
  children: ReactNode;
}

/** The navigation, once: the entity definitions' paths in the groups of `@aula/routing`. */
const navGroups = adminNavGroups(Object.values(entityDefinitions).map(({ path }) => path));

/** The path of a navigation item below `/admin/` (`news/news`, `media`). */
const itemPath = (item: AdminEntityTarget | AdminGroupedScreen) =>
  adminPath(item).slice(adminRoot.length + 1);

/**
 * DESIGN.md 9: the admin area's frame, without the visitor chrome: a skip link, a compact header
 * (the way to the site, the language switch), the navigation in groups (content, study, home
 * page, site, media; behind a "Menü" disclosure on phones), the breadcrumbs and the screen's
 * `main`.
 */
export function AdminShell({ path, children }: AdminShellProps) {
  const admin = useAdmin();
  const { text, href, locale } = admin;
  const other = otherLocale(locale);
  const navId = useId();
  const { detailsRef, summaryRef, open, enhanced } = usePhoneMenu();
  const here = path.filter(Boolean).slice(0, 2).join('/');
  const link = (item: AdminEntityTarget | AdminGroupedScreen) => {
    const target = itemPath(item);
    return (
      <li key={target}>
        <a
          href={href(item)}
          aria-current={here === target || here.startsWith(`${target}/`) ? 'page' : undefined}
        >
          {itemLabel(item, admin)}
        </a>
      </li>
    );
  };
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#admin-main">
        {text('admin.skip')}
      </a>
      <header className={styles.header}>
        <a className={styles.brand} href={href('dashboard')}>
          {text('admin.title')}
        </a>
        <a className={styles.headerLink} href={`/${locale}`}>
          {text('admin.nav.site')}
        </a>
        <a
          className={styles.headerLink}
          href={`?lang=${other}`}
          lang={other}
          hrefLang={other}
          // WCAG 2.5.3: the name starts with the visible "EN"/"DE", then says what it switches.
          aria-label={`${other.toUpperCase()} – ${text('admin.language')}: ${languageName[other]}`}
        >
          {other.toUpperCase()}
        </a>
        {/* Phones: the navigation behind "Menü", a native disclosure that opens without
            JavaScript too (DESIGN.md 9); from 900 px it is the sidebar and the summary hidden.
            Its `open` is the visitor's: opened before hydration, it stays so (no mismatch). */}
        <details ref={detailsRef} className={styles.menu} suppressHydrationWarning>
          <summary
            ref={summaryRef}
            className={styles.menuButton}
            // Only once the script runs: before it, the browser reports the native state itself.
            aria-expanded={enhanced ? open : undefined}
            aria-controls={navId}
          >
            {text('admin.nav.menu')}
          </summary>
          <nav id={navId} className={styles.nav} aria-label={text('admin.nav.label')}>
            <ul className={styles.navGroups}>
              <li>
                <a href={href('dashboard')} aria-current={here === '' ? 'page' : undefined}>
                  {text('admin.nav.dashboard')}
                </a>
              </li>
              {navGroups.map(({ group, items }) => (
                <li key={group}>
                  <span className={styles.groupName} id={`${navId}-${group}`}>
                    {text(`admin.group.${group}`)}
                  </span>
                  <ul aria-labelledby={`${navId}-${group}`}>{items.map(link)}</ul>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </header>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        {path.length > 0 && (
          <Breadcrumbs trail={adminTrail(path, admin)} label={text('admin.breadcrumbs')} />
        )}
        {children}
      </main>
    </div>
  );
}
