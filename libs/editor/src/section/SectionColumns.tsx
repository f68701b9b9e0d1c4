import { blockDefinitions } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { text } from '../editor-text';
import { blockPlace } from '../structure/move-block';
import { SortableColumns } from '../structure/SortableColumns';
import { BlockEntry, useBlockOrder, type BlockActions } from './BlockEntry';
import { BlockPalette } from './BlockPalette';
import { LayoutPicker } from './LayoutPicker';
import type { SectionDraft } from './section-draft';
import type { SectionEditor } from './use-section-editor';
import styles from './SectionDialog.module.css';

export interface SectionColumnsProps {
  locale: Locale;
  draft: SectionDraft;
  editor: SectionEditor;
  /** The forms' generation that goes with `draft` (a replaced draft remounts them). */
  generation: number;
  columns: number;
}

/**
 * The layout and the columns of the section dialog: each column a sortable list of its blocks
 * (drag handle and Move menu on each, DESIGN.md 8) with its palette.
 */
function SectionColumnsView({ locale, draft, editor, generation, columns }: SectionColumnsProps) {
  // A polite announcement of what the Move menu, adding or a layout change did.
  const [said, setSaid] = useState('');
  // After a Move menu choice the block may sit in another list: its Move button gets the focus back.
  const focusKey = useRef<string | null>(null);
  useEffect(() => {
    if (focusKey.current === null) return;
    document
      .querySelector<HTMLElement>(`[data-aula-block="${focusKey.current}"] [data-aula-move]`)
      ?.focus();
    focusKey.current = null;
  }, [draft]);
  const nameOf = (model: SectionDraft['blocks'][number]['model']) =>
    t(locale, blockDefinitions[model].label);
  const order = useBlockOrder(draft.blocks);
  // The editor as last rendered: the blocks' actions stay the same objects from render to render.
  const latest = useRef(editor);
  useLayoutEffect(() => {
    latest.current = editor;
  });
  const actions = useMemo<BlockActions>(
    () => ({
      change: (key, value) => latest.current.change(key, value),
      remove: (key, removed) => latest.current.remove(key, removed),
      form: (key, handle) => {
        if (handle) latest.current.forms.current.set(key, handle);
        else latest.current.forms.current.delete(key);
      },
      move: (key, move, name) => {
        const next = latest.current.moveTo(key, move.column, move.index);
        const at = blockPlace(next, key);
        if (at)
          setSaid(
            text(locale, 'structure.announce.movedBlock', {
              block: name,
              number: at.index + 1,
              count: at.count,
              column: at.column + 1,
            }),
          );
        focusKey.current = key;
      },
    }),
    [locale],
  );

  return (
    <>
      <LayoutPicker
        locale={locale}
        value={draft.layout}
        onChange={(layout) => {
          const { moved, column } = editor.setLayout(layout);
          setSaid(
            moved === 0
              ? t(locale, 'structure.layout.changed')
              : text(locale, moved === 1 ? 'structure.layout.movedOne' : 'structure.layout.moved', {
                  count: moved,
                  column: column + 1,
                }),
          );
        }}
      />
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <div className={styles.columns}>
        <SortableColumns
          locale={locale}
          blocks={draft.blocks}
          columns={columns}
          onMove={editor.moveTo}
          onRestore={editor.setBlocks}
          renderColumn={(column, blocks, list) => (
            <section
              key={column}
              className={styles.column}
              aria-labelledby={`aula-column-${column}`}
              data-aula-column={column}
            >
              <h3 id={`aula-column-${column}`} className={styles.columnTitle}>
                {text(locale, 'editor.dialog.column', { number: column + 1 })}
              </h3>
              {blocks.length === 0 ? (
                <p className={styles.note}>{t(locale, 'editor.dialog.emptyColumn')}</p>
              ) : null}
              {list(
                blocks.map((block, index) => (
                  <BlockEntry
                    key={block.key}
                    block={block}
                    index={index}
                    count={blocks.length}
                    columns={columns}
                    layout={draft.layout}
                    order={order}
                    locale={locale}
                    generation={generation}
                    actions={actions}
                  />
                )),
                styles.blocks,
              )}
              <BlockPalette
                locale={locale}
                column={column}
                onAdd={(model) => {
                  editor.add(model, column);
                  setSaid(text(locale, 'editor.palette.added', { block: nameOf(model) }));
                }}
              />
            </section>
          )}
        />
      </div>
    </>
  );
}

/**
 * The columns render again when the draft, the language or the forms' generation
 * change; the editor's actions read its newest state themselves (a render of the dialog alone,
 * for a keystroke the forms already show, leaves them be).
 */
export const SectionColumns = memo(
  SectionColumnsView,
  (before, after) =>
    before.draft === after.draft &&
    before.columns === after.columns &&
    before.locale === after.locale &&
    before.generation === after.generation,
);
