import { describe, expect, it } from 'vitest';
import type { DraftBlock, SectionDraft } from '../section/section-draft';
import { blockMoves, blockPlace, moveBlockTo } from './move-block';

const block = (key: string, column: number): DraftBlock => ({
  key,
  column,
  model: 'TextModule',
  value: {},
  removed: false,
});
const draft = (blocks: DraftBlock[]): SectionDraft => ({
  id: 1,
  slug: null,
  version: 1,
  layout: 4,
  blocks,
  nested: 0,
});
const columns = (value: SectionDraft, count = 3) =>
  Array.from({ length: count }, (_, column) =>
    value.blocks.filter((entry) => entry.column === column).map((entry) => entry.key),
  );

const start = draft([block('a', 0), block('b', 0), block('c', 0), block('x', 1), block('y', 1)]);

describe('moveBlockTo (DESIGN.md 8)', () => {
  it('reorders within a column', () => {
    expect(columns(moveBlockTo(start, 'a', 0, 2))).toEqual([['b', 'c', 'a'], ['x', 'y'], []]);
    expect(columns(moveBlockTo(start, 'c', 0, 0))).toEqual([['c', 'a', 'b'], ['x', 'y'], []]);
    expect(columns(moveBlockTo(start, 'b', 0, 1))).toEqual([['a', 'b', 'c'], ['x', 'y'], []]);
  });

  it('moves between columns, into an empty one, and clamps the index', () => {
    expect(columns(moveBlockTo(start, 'b', 1, 1))).toEqual([['a', 'c'], ['x', 'b', 'y'], []]);
    expect(columns(moveBlockTo(start, 'b', 2, 0))).toEqual([['a', 'c'], ['x', 'y'], ['b']]);
    expect(columns(moveBlockTo(start, 'y', 0, 99))).toEqual([['a', 'b', 'c', 'y'], ['x'], []]);
  });

  it('never loses or duplicates a block, and ignores an unknown key', () => {
    const moved = moveBlockTo(moveBlockTo(start, 'a', 1, 0), 'x', 2, 0);
    expect(moved.blocks.map((entry) => entry.key).sort()).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect(moveBlockTo(start, 'nope', 0, 0)).toBe(start);
  });
});

describe('blockMoves (the Move menu, WCAG 2.5.7)', () => {
  it('offers only moves that change something, and every other column', () => {
    expect(blockMoves(start, 'a', 3).map((move) => move.kind)).toEqual([
      'down',
      'bottom',
      'column',
      'column',
    ]);
    expect(blockMoves(start, 'b', 3).map((move) => move.kind)).toEqual([
      'up',
      'down',
      'column',
      'column',
    ]);
    expect(blockMoves(start, 'c', 3)).toEqual([
      { kind: 'up', column: 0, index: 1 },
      { kind: 'top', column: 0, index: 0 },
      { kind: 'column', column: 1, index: 2 },
      { kind: 'column', column: 2, index: 0 },
    ]);
    expect(blockPlace(start, 'y')).toEqual({ column: 1, index: 1, count: 2 });
  });
});
