import type { User } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { Button, Toolbar } from 'react-aria-components';
import { text } from '../editor-text';
import { ToolbarMenu, type ToolbarMenuEntry } from './ToolbarMenu';
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
  /** DESIGN.md 8: the open section has changes the page shows but no save holds yet. */
  unsaved?: boolean;
}

/**
 * spec 2/6: the editor header at the top of the page (it offsets the page below it): edit
 * mode on/off, the page's translation status, page settings, publishing, the admin menus of the
 * user answer, the user and logout. One row at every width: on a phone the page's tools, the
 * admin and logout move into one menu, so the page starts right below a single line. Arrow keys
 * move between its controls (ARIA toolbar pattern).
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
  unsaved = false,
}: EditorToolbarProps) {
  const admin: ToolbarMenuEntry[] = user.admin_menus.map((entry) => ({
    id: entry.url,
    label: entry.title,
    href: entry.url,
  }));
  const pageTools: ToolbarMenuEntry[] = [
    ...(onPageSettings
      ? [
          {
            id: 'settings',
            label: t(locale, 'editor.toolbar.pageSettings'),
            onAction: onPageSettings,
          },
        ]
      : []),
    ...(onPublish
      ? [{ id: 'publish', label: t(locale, 'publishing.toolbar.publish'), onAction: onPublish }]
      : []),
  ];
  const signedIn = text(locale, 'editor.toolbar.user', { name: user.username });
  const logout = { id: 'logout', label: t(locale, 'editor.toolbar.logout'), onAction: onLogout };
  return (
    <Toolbar
      className={styles.toolbar}
      aria-label={t(locale, 'editor.toolbar.label')}
      data-aula-editor-toolbar=""
    >
      <a
        className={`${styles.toggle} ${editMode ? styles.on : ''}`}
        href={toggleHref}
        aria-pressed={editMode}
        role="button"
      >
        <span className={styles.switch} aria-hidden="true" />
        {editMode ? t(locale, 'editor.toolbar.editOff') : t(locale, 'editor.toolbar.editOn')}
      </a>
      {translationStatus || unsaved ? (
        <div className={styles.status}>
          {/* In the page while editing, so the change is announced when it comes and goes. */}
          <span className={styles.unsaved} role="status">
            {unsaved ? t(locale, 'editor.toolbar.unsaved') : null}
          </span>
          {translationStatus}
        </div>
      ) : null}
      <div className={styles.wide}>
        {onPageSettings ? (
          <Button className={styles.item} onPress={onPageSettings}>
            {t(locale, 'editor.toolbar.pageSettings')}
          </Button>
        ) : null}
        {admin.length > 0 ? (
          <ToolbarMenu label={t(locale, 'editor.toolbar.admin')} sections={[{ entries: admin }]} />
        ) : null}
        <ToolbarMenu
          label={user.username}
          accessibleLabel={signedIn}
          sections={[{ title: signedIn, entries: [logout] }]}
        />
        {onPublish ? (
          <Button className={`${styles.item} ${styles.primary}`} onPress={onPublish}>
            {t(locale, 'publishing.toolbar.publish')}
          </Button>
        ) : null}
      </div>
      <div className={styles.narrow}>
        <ToolbarMenu
          label={t(locale, 'editor.toolbar.more')}
          sections={[
            { entries: pageTools },
            { title: t(locale, 'editor.toolbar.admin'), entries: admin },
            { title: signedIn, entries: [logout] },
          ]}
        />
      </div>
    </Toolbar>
  );
}
