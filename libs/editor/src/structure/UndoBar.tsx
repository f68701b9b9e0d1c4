import type { UndoState } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import type { Direction } from './use-undo';
import styles from './Structure.module.css';

export interface UndoBarProps {
  locale: Locale;
  state: UndoState;
  busy: boolean;
  /** A result to show in the bar itself (the editor's alerts show it otherwise). */
  message?: string;
  onRun(direction: Direction): void;
  /** Further page-structure actions (Arrange sections). */
  children?: ReactNode;
  /** In the flow of a panel instead of fixed at the bottom of the page. */
  inline?: boolean;
}

/**
 * DESIGN.md 8: the editor's undo and redo buttons (translated, with their shortcuts in the name)
 * and the message saying what the last one did. Fixed at the bottom of the page in edit mode.
 */
export function UndoBar({
  locale,
  state,
  busy,
  message,
  onRun,
  children,
  inline = false,
}: UndoBarProps) {
  return (
    <div
      className={inline ? styles.inlineBar : styles.bar}
      role="toolbar"
      aria-label={t(locale, 'structure.undo.toolbar')}
      data-aula-undo-bar=""
    >
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={t(locale, 'structure.undo.label')}
        aria-disabled={busy || state.undo === null}
        onClick={() => onRun('undo')}
      >
        <span aria-hidden="true">↶</span>{' '}
        <span className={styles.label}>{t(locale, 'structure.undo.button')}</span>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z Control+Y"
        title={t(locale, 'structure.redo.label')}
        aria-disabled={busy || state.redo === null}
        onClick={() => onRun('redo')}
      >
        <span aria-hidden="true">↷</span>{' '}
        <span className={styles.label}>{t(locale, 'structure.redo.button')}</span>
      </button>
      {children}
      {message ? (
        <p className={styles.message} role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
