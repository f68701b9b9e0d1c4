import { describe, expect, it } from 'vitest';
import { applyChoices, mergeDrafts } from './merge-drafts';
import type { DraftBlock, SectionDraft } from './section-draft';

const headline = (value: Record<string, unknown>, extra: Partial<DraftBlock> = {}): DraftBlock => ({
  key: 'm10',
  id: 10,
  model: 'HeadlineModule',
  column: 0,
  value: { content: 'Titel', subline: '', preline: '', ...value },
  removed: false,
  ...extra,
});
const section = (version: number, blocks: DraftBlock[], layout: 0 | 3 = 0): SectionDraft => ({
  id: 1,
  slug: null,
  version,
  layout,
  blocks,
  nested: 0,
});

describe('mergeDrafts (DESIGN.md 8: a 409 merged field by field)', () => {
  const base = section(1, [headline({})]);

  it('merges changes to different fields automatically and says which came from whom', () => {
    const mine = section(1, [headline({ content: 'Mein Titel' })]);
    const theirs = section(2, [headline({ subline: 'Ihre Unterzeile' })]);
    const result = mergeDrafts(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.version).toBe(2);
    expect(result.merged.blocks[0]?.value).toMatchObject({
      content: 'Mein Titel',
      subline: 'Ihre Unterzeile',
    });
    expect(result.auto).toEqual([
      { blockKey: 'm10', model: 'HeadlineModule', field: 'content', from: 'mine' },
      { blockKey: 'm10', model: 'HeadlineModule', field: 'subline', from: 'theirs' },
    ]);
  });

  it('asks per field where both changed the same one, and applies the choice', () => {
    const mine = section(1, [headline({ content: 'Mein Titel', preline: 'Meine Dachzeile' })]);
    const theirs = section(2, [headline({ content: 'Ihr Titel', preline: 'Ihre Dachzeile' })]);
    const result = mergeDrafts(base, mine, theirs);
    expect(
      result.conflicts.map((conflict) => [conflict.field, conflict.mine, conflict.theirs]),
    ).toEqual([
      ['content', 'Mein Titel', 'Ihr Titel'],
      ['preline', 'Meine Dachzeile', 'Ihre Dachzeile'],
    ]);
    const chosen = applyChoices(result, new Map([['m10:content', 'theirs']]));
    expect(chosen.blocks[0]?.value).toMatchObject({
      content: 'Ihr Titel',
      preline: 'Meine Dachzeile',
    });
  });

  it('keeps blocks the other editor added, and my edit of a block they removed as a new block', () => {
    const text: DraftBlock = {
      key: 'm11',
      id: 11,
      model: 'TextModule',
      column: 0,
      value: { content: '<p>Neu</p>' },
      removed: false,
    };
    const theirs = section(2, [text]);
    const mine = section(1, [headline({ content: 'Geändert' })]);
    const result = mergeDrafts(base, mine, theirs);
    expect(result.merged.blocks.map((block) => [block.model, block.id])).toEqual([
      ['TextModule', 11],
      ['HeadlineModule', undefined],
    ]);
  });

  it('drops a block they removed that I did not change, and keeps my structure when I moved blocks', () => {
    const second: DraftBlock = {
      key: 'm12',
      id: 12,
      model: 'QuoteModule',
      column: 0,
      value: { content: 'Zitat' },
      removed: false,
    };
    const start = section(1, [headline({}), second]);
    const theirs = section(2, [second]);
    expect(
      mergeDrafts(start, section(1, [headline({}), second]), theirs).merged.blocks.map(
        (block) => block.id,
      ),
    ).toEqual([12]);
    const moved = mergeDrafts(
      start,
      section(1, [second, headline({})]),
      section(2, [headline({}), second, { ...second, key: 'm13', id: 13 }]),
    );
    expect(moved.merged.blocks.map((block) => block.id)).toEqual([12, 10, 13]);
    expect(moved.theirNewBlocks).toBe(1);
  });
});
