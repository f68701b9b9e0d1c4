import { blockDefinitions, type SectionBlockModel } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import type { SectionDraft } from '../section/section-draft';
import { InsertPoint } from './InsertPoint';

/** Where the page offers to add blocks: the draft's blocks, and what a choice does. */
export interface Insertion {
  draft: SectionDraft;
  /** The same function from render to render (the places are memoised). */
  onInsert(model: SectionBlockModel, column: number, before: string | null): void;
}

/** The places around one block of the draft: before it, and after it when it ends its column. */
export function insertPoints(locale: Locale, insertion: Insertion, key: string) {
  const live = insertion.draft.blocks.filter((block) => !block.removed);
  const block = live.find((candidate) => candidate.key === key);
  if (!block) return { before: null, after: null };
  const column = live.filter((candidate) => candidate.column === block.column);
  const index = column.indexOf(block);
  const name = t(locale, blockDefinitions[block.model].label);
  const before = (
    <InsertPoint
      locale={locale}
      label={text(locale, 'editor.insert.before', {
        block: name,
        number: index + 1,
        count: column.length,
      })}
      column={block.column}
      before={key}
      onInsert={insertion.onInsert}
    />
  );
  const after =
    index === column.length - 1 ? (
      <InsertPoint
        locale={locale}
        label={text(locale, 'editor.insert.end', { column: block.column + 1 })}
        column={block.column}
        before={null}
        onInsert={insertion.onInsert}
      />
    ) : null;
  return { before, after };
}
