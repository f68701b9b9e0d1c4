import type { ApiClient } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { editModalAtom } from '../state/editor-atoms';
import { undoShortcut } from './is-text-field';
import { SectionStructurePanel } from './SectionStructurePanel';
import { UndoBar } from './UndoBar';
import { useUndo } from './use-undo';
import styles from './Structure.module.css';

export interface StructureControlsProps {
  locale: Locale;
  client: ApiClient;
  /** The content page on screen and its path below the language; null elsewhere (slots only). */
  pageId: number | null;
  path: string;
  refresh(): void;
}

/**
 * DESIGN.md 8, in edit mode: the undo bar (buttons and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z outside text
 * fields) and, on a content page, the structure panel to arrange and delete its sections. While
 * the section dialog is open its own keys belong to it.
 */
export function StructureControls({
  locale,
  client,
  pageId,
  path,
  refresh,
}: StructureControlsProps) {
  const undo = useUndo({ locale, client, pageId, refresh });
  const [panel, setPanel] = useState(false);
  const modal = useAtomValue(editModalAtom);
  const { run } = undo;

  useEffect(() => {
    if (modal.open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const direction = event.defaultPrevented ? null : undoShortcut(event);
      if (!direction) return;
      event.preventDefault();
      void run(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [modal.open, run]);

  const bar = (inline: boolean) => (
    <UndoBar
      locale={locale}
      state={undo.state}
      busy={undo.busy}
      onRun={(direction) => void run(direction)}
      inline={inline}
    >
      {!inline && pageId !== null ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => setPanel(true)}
          aria-haspopup="dialog"
        >
          {t(locale, 'structure.panel.open')}
        </button>
      ) : null}
    </UndoBar>
  );

  return (
    <>
      {bar(false)}
      {panel && pageId !== null ? (
        <SectionStructurePanel
          locale={locale}
          client={client}
          pageId={pageId}
          path={path}
          refresh={refresh}
          onClose={() => setPanel(false)}
          undo={bar(true)}
        />
      ) : null}
    </>
  );
}
