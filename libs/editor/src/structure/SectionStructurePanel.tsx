import type { ApiClient } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alerts } from '../alerts/Alerts';
import { Dialog } from '../dialog/Dialog';
import { text } from '../editor-text';
import { sectionBlockCount } from './section-name';
import { MoveMenu } from './MoveMenu';
import { SortableSections } from './SortableSections';
import { usePageStructure } from './use-page-structure';
import styles from './Structure.module.css';

export interface SectionStructurePanelProps {
  locale: Locale;
  client: ApiClient;
  pageId: number;
  /** The page's path below its language (`hochschule/team`). */
  path: string;
  onClose(): void;
  /** Renders the page again after a change. */
  refresh(): void;
  /** The undo and redo buttons (the page behind the modal panel is inert). */
  undo?: ReactNode;
}

/**
 * DESIGN.md 8 (structure mode, as in django CMS): the page's sections in order, each with a drag
 * handle, a Move menu (up, down, top, bottom) and Delete. Every change is saved at once (a
 * page-level order save or a section deletion) and can be undone from the undo bar.
 */
export function SectionStructurePanel({
  locale,
  client,
  pageId,
  path,
  onClose,
  refresh,
  undo,
}: SectionStructurePanelProps) {
  const page = usePageStructure({ locale, client, pageId, path, refresh });
  const { structure } = page;
  // After a Move menu choice the row sits elsewhere: its Move button gets the focus back.
  const focusId = useRef<number | null>(null);
  useEffect(() => {
    if (focusId.current === null) return;
    document
      .querySelector<HTMLElement>(
        `[data-aula-structure-section="${focusId.current}"] [data-aula-move]`,
      )
      ?.focus();
    focusId.current = null;
  }, [structure]);

  const moves = (order: number[], index: number) => {
    const to = (target: number) => () => {
      focusId.current = order[index] ?? null;
      void page.reorder(arrayMove(order, index, target));
    };
    const last = order.length - 1;
    return [
      ...(index > 0
        ? [{ id: 'up', label: t(locale, 'structure.move.up'), onSelect: to(index - 1) }]
        : []),
      ...(index > 1
        ? [{ id: 'top', label: t(locale, 'structure.move.top'), onSelect: to(0) }]
        : []),
      ...(index < last
        ? [{ id: 'down', label: t(locale, 'structure.move.down'), onSelect: to(index + 1) }]
        : []),
      ...(index < last - 1
        ? [{ id: 'bottom', label: t(locale, 'structure.move.bottom'), onSelect: to(last) }]
        : []),
    ];
  };

  return (
    <Dialog
      title={t(locale, 'structure.panel.title')}
      closeLabel={t(locale, 'editor.dialog.close')}
      onCancel={onClose}
      size="wide"
      testId="aula-structure-panel"
    >
      <p>{t(locale, 'structure.panel.hint')}</p>
      {undo}
      {structure.kind === 'loading' ? (
        <p role="status">{t(locale, 'structure.panel.loading')}</p>
      ) : null}
      {structure.kind === 'failed' ? (
        <p role="alert">{t(locale, 'structure.panel.failed')}</p>
      ) : null}
      {structure.kind === 'ready' && structure.order.length === 0 ? (
        <p>{t(locale, 'structure.panel.empty')}</p>
      ) : null}
      {structure.kind === 'ready' ? (
        <SortableSections
          locale={locale}
          order={structure.order}
          name={page.name}
          onReorder={(order) => void page.reorder(order)}
          renderRow={(id, index, handle) => {
            const name = page.name(id);
            const count = sectionBlockCount(structure.sections.get(id));
            return (
              <>
                {handle}
                <p className={styles.sectionName}>
                  <strong>{text(locale, 'structure.panel.section', { number: index + 1 })}</strong>{' '}
                  {name}
                  <span className={styles.sectionSummary}>{blockCountText(locale, count)}</span>
                </p>
                <MoveMenu
                  buttonText={t(locale, 'structure.move.button')}
                  label={text(locale, 'structure.move.label', {
                    name: `${text(locale, 'structure.panel.section', { number: index + 1 })}: ${name}`,
                  })}
                  options={moves(structure.order, index)}
                />
                <button
                  type="button"
                  className={styles.button}
                  aria-label={text(locale, 'structure.panel.deleteLabel', { name })}
                  onClick={() => void page.remove(id)}
                >
                  {t(locale, 'structure.panel.delete')}
                </button>
              </>
            );
          }}
        />
      ) : null}
      {structure.kind === 'ready' ? (
        <p>
          <button type="button" className={styles.button} onClick={() => void page.add()}>
            {t(locale, 'structure.panel.add')}
          </button>
        </p>
      ) : null}
      <Alerts locale={locale} />
    </Dialog>
  );
}

/** "leer", "1 Block", "3 Blöcke": German and English need the singular apart. */
function blockCountText(locale: Locale, count: number): string {
  if (count === 0) return t(locale, 'structure.panel.noBlocks');
  return count === 1
    ? t(locale, 'structure.panel.oneBlock')
    : text(locale, 'structure.panel.blocks', { count });
}
