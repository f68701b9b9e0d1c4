import { containerLayouts, type ContainerLayoutIndex } from '@aula/api-client';
import type { SectionDraft } from '../section/section-draft';

/** What a layout change did: the new draft, and how many blocks moved into which column. */
export interface Redistribution {
  draft: SectionDraft;
  moved: number;
  /** The column (0-based) the moved blocks joined. */
  column: number;
}

/**
 * DESIGN.md 8, the redistribution rule (libs/editor README): a new column layout never drops a
 * block. Blocks keep their column while the layout still has it; the blocks of columns it no
 * longer has go, in their reading order (column by column, top to bottom), to the end of its
 * last column. So the reading order of the section is kept: 33-33-33 to 50-50 puts column 3's
 * blocks under column 2's. More columns leave the blocks where they are (the new ones start empty).
 */
export function redistributeBlocks(
  draft: SectionDraft,
  layout: ContainerLayoutIndex,
): Redistribution {
  const columns = containerLayouts[layout].spans.length;
  const last = columns - 1;
  const kept = draft.blocks.filter((block) => block.column < columns);
  const orphans = draft.blocks
    .map((block, order) => ({ block, order }))
    .filter(({ block }) => block.column >= columns)
    .sort((a, b) => a.block.column - b.block.column || a.order - b.order)
    .map(({ block }) => ({ ...block, column: last }));
  return {
    draft: { ...draft, layout, blocks: [...kept, ...orphans] },
    moved: orphans.length,
    column: last,
  };
}
