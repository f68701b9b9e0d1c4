import type { ApiClient } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { editModalAtom } from '../state/editor-atoms';
import { undoShortcut } from './is-text-field';
import { SectionInsertPoints } from './SectionInsertPoints';
import { SectionStructurePanel } from './SectionStructurePanel';
import { UndoBar } from './UndoBar';
import { usePageStructure } from './use-page-structure';
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

/** The places to add a section on a content page; the new section opens in the panel. */
function PageInsertPoints({
  onInserted,
  ...options
}: Omit<StructureControlsProps, 'pageId'> & { pageId: number; onInserted(id: number): void }) {
  const { insert } = usePageStructure(options);
  const [busy, setBusy] = useState(false);
  return (
    <SectionInsertPoints
      locale={options.locale}
      busy={busy}
      onInsert={(before) => {
        setBusy(true);
        void insert(before).then((id) => {
          setBusy(false);
          if (id !== null) onInserted(id);
        });
      }}
    />
  );
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
  const [modal, setModal] = useAtom(editModalAtom);
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
      {pageId !== null && !modal.open ? (
        <PageInsertPoints
          locale={locale}
          client={client}
          pageId={pageId}
          path={path}
          refresh={refresh}
          onInserted={(id) => setModal({ open: true, module: id, formChanged: false })}
        />
      ) : null}
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
