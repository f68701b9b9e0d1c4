import { describe, expect, it } from 'vitest';
import { revisionDiff } from './revision-diff';

const before = {
  layout: 3,
  blocks: [
    { id: 1, model: 'HeadlineModule', column: 0, content: 'Alt', headline_level: 2 },
    { id: 2, model: 'TextModule', column: 0, content: '<p>Text</p>' },
    { id: 3, model: 'QuoteModule', column: 1, content: 'Zitat', author: 'A' },
  ],
};

describe('revisionDiff (DESIGN.md 8: a readable diff of two revisions)', () => {
  it('names changed fields by their translated labels, with readable values', () => {
    const after = {
      ...before,
      blocks: [
        { ...before.blocks[0], content: 'Neu' },
        before.blocks[1],
        before.blocks[2],
      ] as typeof before.blocks,
    };
    const [entry, ...rest] = revisionDiff('de', before, after);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'changed',
      label: 'Überschrift',
      field: 'content',
      before: 'Alt',
      after: 'Neu',
    });
    expect(revisionDiff('en', before, after)[0]).toMatchObject({ label: 'Headline' });
    expect(entry?.kind === 'changed' ? entry.fieldLabel : '').not.toBe('content');
  });

  it('finds added, removed and moved blocks and a new layout', () => {
    const after = {
      layout: 0,
      blocks: [
        { id: 2, model: 'TextModule', column: 0, content: '<p>Text</p>' },
        { id: 1, model: 'HeadlineModule', column: 0, content: 'Alt', headline_level: 2 },
        { model: 'LinkModule', column: 0, content: 'Mehr', link_url: 'https://example.org' },
      ],
    };
    const kinds = revisionDiff('de', before, after).map((entry) => entry.kind);
    expect(kinds).toEqual(['layout', 'moved', 'moved', 'added', 'removed']);
    const moved = revisionDiff('de', before, after).find((entry) => entry.kind === 'moved');
    expect(moved).toMatchObject({
      model: 'TextModule',
      from: { column: 1, position: 2 },
      to: { column: 1, position: 1 },
    });
  });

  it('answers nothing for equal states', () => {
    expect(revisionDiff('de', before, structuredClone(before))).toEqual([]);
  });
});
