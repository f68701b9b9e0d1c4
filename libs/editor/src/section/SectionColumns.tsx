import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useState } from 'react';
import { text } from '../editor-text';
import { BlockCard } from './BlockCard';
import { BlockPalette } from './BlockPalette';
import { LayoutPicker } from './LayoutPicker';
import { columnBlocks, type SectionDraft } from './section-draft';
import type { SectionEditor } from './use-section-editor';
import styles from './SectionDialog.module.css';

export interface SectionColumnsProps {
  locale: Locale;
  draft: SectionDraft;
  editor: SectionEditor;
  columns: number;
}

/** The layout and the columns of the section dialog, each with its blocks and its palette. */
export function SectionColumns({ locale, draft, editor, columns }: SectionColumnsProps) {
  // A polite announcement of what moving or adding did (the button stays where it was).
  const [said, setSaid] = useState('');
  return (
    <>
      <LayoutPicker locale={locale} value={draft.layout} onChange={editor.setLayout} />
      <p className={styles.visuallyHidden} role="status">
        {said}
      </p>
      <div className={styles.columns}>
        {Array.from({ length: columns }, (_, column) => {
          const blocks = columnBlocks(draft, column);
          return (
            <section key={column} className={styles.column} aria-labelledby={`aula-column-${column}`} data-aula-column={column}>
              <h3 id={`aula-column-${column}`} className={styles.columnTitle}>
                {text(locale, 'editor.dialog.column', { number: column + 1 })}
              </h3>
              {blocks.length === 0 ? <p className={styles.note}>{t(locale, 'editor.dialog.emptyColumn')}</p> : null}
              <ol className={styles.blocks}>
                {blocks.map((block, index) => (
                  <BlockCard
                    key={block.key}
                    block={block}
                    locale={locale}
                    number={index + 1}
                    count={blocks.length}
                    generation={editor.generation}
                    layout={draft.layout}
                    formRef={(handle) => {
                      if (handle) editor.forms.current.set(block.key, handle);
                      else editor.forms.current.delete(block.key);
                    }}
                    onChange={(value) => editor.change(block.key, value)}
                    onMove={(step) => {
                      editor.move(block.key, step);
                      setSaid(text(locale, 'editor.block.moved', { block: t(locale, `blockFields.model.${block.model}`), number: index + 1 + step }));
                    }}
                    onRemove={(removed) => editor.remove(block.key, removed)}
                  />
                ))}
              </ol>
              <BlockPalette
                locale={locale}
                column={column}
                onAdd={(model) => {
                  editor.add(model, column);
                  setSaid(text(locale, 'editor.palette.added', { block: t(locale, `blockFields.model.${model}`) }));
                }}
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
