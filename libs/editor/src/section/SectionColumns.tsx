import { blockDefinitions } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { memo, useEffect, useRef, useState } from 'react';
import { text } from '../editor-text';
import { BlockMoveMenu } from '../structure/BlockMoveMenu';
import { blockPlace } from '../structure/move-block';
import { SortableColumns } from '../structure/SortableColumns';
import { SortableItem } from '../structure/SortableItem';
import { BlockCard } from './BlockCard';
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
                blocks.map((block, index) => {
                  const place = {
                    block: nameOf(block.model),
                    number: index + 1,
                    count: blocks.length,
                    column: column + 1,
                  };
                  return (
                    <SortableItem
                      key={block.key}
                      id={block.key}
                      handleLabel={text(locale, 'structure.drag.block', place)}
                      className={styles.block}
                      data={{ 'data-aula-block': block.key }}
                    >
                      {(handle) => (
                        <BlockCard
                          block={block}
                          locale={locale}
                          number={index + 1}
                          count={blocks.length}
                          generation={generation}
                          layout={draft.layout}
                          formRef={(handle) => {
                            if (handle) editor.forms.current.set(block.key, handle);
                            else editor.forms.current.delete(block.key);
                          }}
                          onChange={(value) => editor.change(block.key, value)}
                          onRemove={(removed) => editor.remove(block.key, removed)}
                          handle={handle}
                          moveMenu={
                            <BlockMoveMenu
                              locale={locale}
                              draft={draft}
                              blockKey={block.key}
                              columns={columns}
                              name={text(locale, 'editor.block.position', {
                                block: place.block,
                                number: place.number,
                                count: place.count,
                              })}
                              onMove={(move) => {
                                const next = editor.moveTo(block.key, move.column, move.index);
                                const at = blockPlace(next, block.key);
                                if (at)
                                  setSaid(
                                    text(locale, 'structure.announce.movedBlock', {
                                      block: place.block,
                                      number: at.index + 1,
                                      count: at.count,
                                      column: at.column + 1,
                                    }),
                                  );
                                focusKey.current = block.key;
                              }}
                            />
                          }
                        />
                      )}
                    </SortableItem>
                  );
                }),
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
