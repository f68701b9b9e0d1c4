import { entityDefinitions, type EntityDefinition } from '@aula/api-client';
import {
  adminPath,
  adminRoot,
  otherLocale,
  type AdminEntityTarget,
  type AdminScreen,
} from '@aula/routing';
import type { ReactNode } from 'react';
import { useAdmin } from './admin-context';
import styles from './Admin.module.css';

export interface AdminShellProps {
  /** The admin path of the screen shown (`news/news`, `navigation`, '' for the dashboard): its link is marked current. */
  current: string;
  children: ReactNode;
}

const entities: [string, EntityDefinition][] = Object.entries(entityDefinitions);

/**
 * DESIGN.md 9: the admin area's frame, without the visitor chrome: a skip link, the sections
 * (dashboard, every entity, media library, navigation, newsletter, site settings), the language
 * switch and the
 * screen's `main`.
 */
export function AdminShell({ current, children }: AdminShellProps) {
  const { text, href, locale } = useAdmin();
  const other = otherLocale(locale);
  const link = (target: AdminScreen | AdminEntityTarget, label: string) => {
    const path = adminPath(target).slice(adminRoot.length + 1);
    return (
      <li key={path}>
        <a
          href={href(target)}
          aria-current={current === path || current.startsWith(`${path}/`) ? 'page' : undefined}
        >
          {label}
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
        <a href={`/${locale}`}>{text('admin.nav.site')}</a>
        <a
          href={`?lang=${other}`}
          lang={other}
          hrefLang={other}
          aria-label={`${text('admin.language')}: ${other === 'de' ? 'Deutsch' : 'English'}`}
        >
          {other === 'de' ? 'Deutsch' : 'English'}
        </a>
      </header>
      <nav className={styles.nav} aria-label={text('admin.nav.label')}>
        <ul>
          {link('dashboard', text('admin.nav.dashboard'))}
          {entities.map(([, definition]) =>
            link({ entity: definition.path }, text(definition.labelPlural)),
          )}
          {link('mediaLibrary', text('admin.nav.mediaLibrary'))}
          {link('navigation', text('admin.nav.navigation'))}
          {link('newsletter', text('admin.nav.newsletter'))}
          {link('siteSettings', text('admin.nav.siteSettings'))}
        </ul>
      </nav>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
