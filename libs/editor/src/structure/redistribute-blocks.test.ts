import { describe, expect, it } from 'vitest';
import type { DraftBlock, SectionDraft } from '../section/section-draft';
import { redistributeBlocks } from './redistribute-blocks';

const block = (key: string, column: number, removed = false): DraftBlock => ({
  key,
  column,
  model: 'TextModule',
  value: {},
  removed,
});
// Layout 4 is 33-33-33, 3 is 50-50, 0 is 100%, 5 is 25-50-25.
const draft: SectionDraft = {
  id: 1,
  slug: null,
  version: 1,
  layout: 4,
  nested: 0,
  blocks: [
    block('c1', 2),
    block('a1', 0),
    block('b1', 1),
    block('c2', 2, true),
    block('a2', 0),
    block('b2', 1),
  ],
};
const columns = (value: SectionDraft, count: number) =>
  Array.from({ length: count }, (_, column) =>
    value.blocks.filter((entry) => entry.column === column).map((entry) => entry.key),
  );

describe('redistributeBlocks: the rule a layout change follows (DESIGN.md 8)', () => {
  it('moves the blocks of dropped columns, in reading order, to the end of the last column kept', () => {
    const result = redistributeBlocks(draft, 3);
    expect(columns(result.draft, 2)).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2', 'c1', 'c2'],
    ]);
    expect(result).toMatchObject({ moved: 2, column: 1 });
    expect(result.draft.layout).toBe(3);
  });

  it('puts everything in one column in reading order for 100%', () => {
    expect(columns(redistributeBlocks(draft, 0).draft, 1)).toEqual([
      ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'],
    ]);
  });

  it('keeps blocks in place when the layout has as many or more columns, and never drops one', () => {
    const same = redistributeBlocks(draft, 5);
    expect(same.moved).toBe(0);
    expect(columns(same.draft, 3)).toEqual(columns(draft, 3));
    for (const layout of [0, 1, 2, 3, 4, 5] as const) {
      const result = redistributeBlocks(draft, layout).draft;
      expect(result.blocks.map((entry) => entry.key).sort()).toEqual(
        draft.blocks.map((entry) => entry.key).sort(),
      );
      // Removed-marked blocks stay marked: they can still be restored before the save.
      expect(result.blocks.find((entry) => entry.key === 'c2')?.removed).toBe(true);
    }
  });
});
