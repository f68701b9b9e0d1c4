import type { User } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { text } from '../editor-text';
import styles from './EditorToolbar.module.css';

export interface EditorToolbarProps {
  locale: Locale;
  user: User;
  editMode: boolean;
  /** The current address with edit mode switched the other way (`?edit` added or removed). */
  toggleHref: string;
  /** Content pages only: opens the page settings. */
  onPageSettings?: (() => void) | undefined;
  /** Content pages only: opens publishing (DESIGN.md 8). */
  onPublish?: (() => void) | undefined;
  onLogout(): void;
  /** together (DESIGN.md 8): the page's translation status, in edit mode. */
  translationStatus?: ReactNode;
}

/**
 * spec 2/6: the editor header at the top of the page (it offsets the page below it): edit
 * mode on/off, the user's name, the admin menus of the user answer, page settings, logout.
 */
export function EditorToolbar({
  locale,
  user,
  editMode,
  toggleHref,
  onPageSettings,
  onPublish,
  onLogout,
  translationStatus,
}: EditorToolbarProps) {
  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={t(locale, 'editor.toolbar.label')}
      data-aula-editor-toolbar=""
    >
      <a
        className={`${styles.item} ${editMode ? styles.active : ''}`}
        href={toggleHref}
        aria-pressed={editMode}
        role="button"
      >
        {editMode ? t(locale, 'editor.toolbar.editOff') : t(locale, 'editor.toolbar.editOn')}
      </a>
      {onPageSettings ? (
        <button type="button" className={styles.item} onClick={onPageSettings}>
          {t(locale, 'editor.toolbar.pageSettings')}
        </button>
      ) : null}
      {translationStatus}
      {onPublish ? (
        <button type="button" className={styles.item} onClick={onPublish}>
          {t(locale, 'publishing.toolbar.publish')}
        </button>
      ) : null}
      {user.admin_menus.length > 0 ? (
        <details className={styles.menu}>
          <summary className={styles.item}>{t(locale, 'editor.toolbar.admin')}</summary>
          <ul className={styles.menuList}>
            {user.admin_menus.map((entry) => (
              <li key={entry.url}>
                <a href={entry.url}>{entry.title}</a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <span className={styles.user}>
        {text(locale, 'editor.toolbar.user', { name: user.username })}
      </span>
      <button type="button" className={styles.item} onClick={onLogout}>
        {t(locale, 'editor.toolbar.logout')}
      </button>
    </div>
  );
}
