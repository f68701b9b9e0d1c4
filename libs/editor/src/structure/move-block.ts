import type { DraftBlock, SectionDraft } from '../section/section-draft';

/** The blocks of one column as the dialog lists them (removed ones too, until the save). */
const inColumn = <T extends Pick<DraftBlock, 'column'>>(blocks: readonly T[], column: number) =>
  blocks.filter((block) => block.column === column);

/** What the Move menu needs of a section's blocks: their keys and columns, in order. */
export interface BlockOrder {
  blocks: readonly Pick<DraftBlock, 'key' | 'column'>[];
}

/**
 * DESIGN.md 8: puts block `key` at `index` (0-based, clamped) among the blocks of `column`, which
 * may be another column than its own. The order of every other block stays as it was.
 */
export function moveBlockTo(
  draft: SectionDraft,
  key: string,
  column: number,
  index: number,
): SectionDraft {
  const block = draft.blocks.find((candidate) => candidate.key === key);
  if (!block) return draft;
  const others = draft.blocks.filter((candidate) => candidate.key !== key);
  const target = inColumn(others, column);
  const clamped = Math.max(0, Math.min(index, target.length));
  const before = target[clamped];
  const after = target[clamped - 1];
  // Before the block now at `index`; else right after the column's last block; else at the end.
  const at = before ? others.indexOf(before) : after ? others.indexOf(after) + 1 : others.length;
  const moved = { ...block, column };
  return { ...draft, blocks: [...others.slice(0, at), moved, ...others.slice(at)] };
}

/** Where block `key` sits: its column, its index there and the number of blocks in that column. */
export function blockPlace(
  draft: BlockOrder,
  key: string,
): { column: number; index: number; count: number } | undefined {
  const block = draft.blocks.find((candidate) => candidate.key === key);
  if (!block) return undefined;
  const column = inColumn(draft.blocks, block.column);
  return { column: block.column, index: column.indexOf(block), count: column.length };
}

/** A target of the Move menu: where the block would go. */
export interface BlockMove {
  kind: 'up' | 'down' | 'top' | 'bottom' | 'column';
  column: number;
  index: number;
}

/**
 * WCAG 2.5.7: the moves the Move menu offers a block: up, down, top, bottom within its column
 * (only those that change something) and to the end of each other column.
 */
export function blockMoves(draft: BlockOrder, key: string, columns: number): BlockMove[] {
  const place = blockPlace(draft, key);
  if (!place) return [];
  const { column, index, count } = place;
  const moves: BlockMove[] = [];
  if (index > 0)
    moves.push(
      { kind: 'up', column, index: index - 1 },
      ...(index > 1 ? [{ kind: 'top' as const, column, index: 0 }] : []),
    );
  if (index < count - 1)
    moves.push(
      { kind: 'down', column, index: index + 1 },
      ...(index < count - 2 ? [{ kind: 'bottom' as const, column, index: count - 1 }] : []),
    );
  for (let other = 0; other < columns; other += 1) {
    if (other !== column)
      moves.push({ kind: 'column', column: other, index: inColumn(draft.blocks, other).length });
  }
  return moves;
}
