import { describe, expect, it } from 'vitest';
import type { SectionDraft } from '../section/section-draft';
import { copyField, copyStructure, liveBlocks } from './copy-structure';

const draft = (layout: 0 | 3, blocks: SectionDraft['blocks']): SectionDraft => ({
  id: 1,
  slug: 's',
  version: 1,
  layout,
  blocks,
  nested: 0,
});

describe("copyStructure (DESIGN.md 8: take the other language's layout and blocks)", () => {
  it('keeps matching blocks with their texts, copies the others, and marks the rest removed', () => {
    const mine = draft(0, [
      {
        key: 'a',
        id: 10,
        model: 'HeadlineModule',
        column: 0,
        value: { content: 'Meine Überschrift' },
        removed: false,
      },
      {
        key: 'b',
        id: 11,
        model: 'QuoteModule',
        column: 0,
        value: { content: 'Zitat' },
        removed: false,
      },
    ]);
    const theirs = draft(3, [
      {
        key: 'x',
        id: 20,
        model: 'HeadlineModule',
        column: 0,
        value: { content: 'Their headline' },
        removed: false,
      },
      {
        key: 'y',
        id: 21,
        model: 'TextModule',
        column: 1,
        value: { content: '<p>Text</p>' },
        removed: false,
      },
    ]);
    const result = copyStructure(mine, theirs);
    expect(result.layout).toBe(3);
    expect(
      liveBlocks(result).map((block) => [
        block.model,
        block.column,
        block.value['content'],
        block.id,
      ]),
    ).toEqual([
      ['HeadlineModule', 0, 'Meine Überschrift', 10],
      ['TextModule', 1, '<p>Text</p>', undefined],
    ]);
    expect(result.blocks.find((block) => block.key === 'b')).toMatchObject({
      removed: true,
      value: { content: 'Zitat' },
    });
  });

  it('copies one field into one block and leaves the rest', () => {
    const mine = draft(0, [
      {
        key: 'a',
        model: 'HeadlineModule',
        column: 0,
        value: { content: 'Titel', subline: '' },
        removed: false,
      },
    ]);
    expect(copyField(mine, 'a', 'subline', 'Subline').blocks[0]?.value).toEqual({
      content: 'Titel',
      subline: 'Subline',
    });
  });
});
