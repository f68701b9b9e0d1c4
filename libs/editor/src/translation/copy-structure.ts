import { containerLayouts } from '@aula/api-client';
import {
  columnBlocks,
  newBlockKey,
  type DraftBlock,
  type SectionDraft,
} from '../section/section-draft';

/** A section's blocks that a save sends, in column order then position. */
export function liveBlocks(draft: SectionDraft): DraftBlock[] {
  const columns = containerLayouts[draft.layout].spans.length;
  return Array.from({ length: columns }, (_, column) =>
    columnBlocks(draft, column).filter((block) => !block.removed),
  ).flat();
}

/**
 * DESIGN.md 8: takes the other language's layout and blocks into this form. Where this form has a
 * block of the same model at the same place, it stays (with its texts) and moves to the other's
 * column; other places get a copy of the other language's block as a new block; this form's
 * blocks beyond are marked removed (restorable until the save). Nothing typed is lost.
 */
export function copyStructure(mine: SectionDraft, theirs: SectionDraft): SectionDraft {
  const own = liveBlocks(mine);
  const blocks: DraftBlock[] = liveBlocks(theirs).map((their, index) => {
    const match = own[index];
    if (match && match.model === their.model) return { ...match, column: their.column };
    const copy: DraftBlock = {
      key: newBlockKey(),
      model: their.model,
      column: their.column,
      value: structuredClone(their.value),
      removed: false,
    };
    return their.module ? { ...copy, module: their.module } : copy;
  });
  const kept = new Set(blocks.map((block) => block.key));
  const dropped = mine.blocks
    .filter((block) => !kept.has(block.key))
    .map((block) => ({
      ...block,
      column: Math.min(block.column, containerLayouts[theirs.layout].spans.length - 1),
      removed: true,
    }));
  return { ...mine, layout: theirs.layout, blocks: [...blocks, ...dropped] };
}

/** Copies field `field` of the other language's block into block `key` of this form. */
export function copyField(
  mine: SectionDraft,
  key: string,
  field: string,
  value: unknown,
): SectionDraft {
  return {
    ...mine,
    blocks: mine.blocks.map((block) =>
      block.key === key
        ? { ...block, value: { ...block.value, [field]: structuredClone(value) } }
        : block,
    ),
  };
}
