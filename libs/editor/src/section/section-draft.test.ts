import type { ContainerModule } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import {
  addBlock,
  draftOf,
  errorsByBlock,
  insertBlock,
  isChanged,
  moveBlock,
  saveBody,
  setLayout,
  setRemoved,
} from './section-draft';

const headline = (id: number, content: string) => ({
  id,
  slug: null,
  parent: 1,
  content_type: null,
  object_id: null,
  version: 3,
  model: 'HeadlineModule' as const,
  headline_level: 2 as const,
  preline: '',
  content,
  subline: '',
  anchor: '',
  extra_class: 'links' as const,
});
const section = {
  id: 1,
  slug: 'news-3-body',
  parent: null,
  content_type: 'news',
  object_id: 3,
  version: 7,
  model: 'ContainerModule',
  layout: 3,
  columns: [
    { classes: '', children: [headline(10, 'A'), headline(11, 'B')] },
    { classes: '', children: [headline(12, 'C')] },
  ],
} as unknown as ContainerModule;

describe('section drafts (DESIGN.md 8)', () => {
  it('start from the section as read, with its version and blocks per column', () => {
    const draft = draftOf(section);
    expect(draft).toMatchObject({ id: 1, version: 7, layout: 3, nested: 0 });
    expect(draft.blocks.map((block) => [block.id, block.column, block.value['content']])).toEqual([
      [10, 0, 'A'],
      [11, 0, 'B'],
      [12, 1, 'C'],
    ]);
  });

  it('insert a block before another, or at the end of its column (before the next column)', () => {
    const before = insertBlock(draftOf(section), 'QuoteModule', 0, 'm11');
    const models = (draft: typeof before.draft) =>
      draft.blocks.map((block) => [block.id ?? block.key, block.column]);
    expect(models(before.draft)).toEqual([
      [10, 0],
      [before.key, 0],
      [11, 0],
      [12, 1],
    ]);
    const end = insertBlock(draftOf(section), 'QuoteModule', 0, null);
    expect(models(end.draft)).toEqual([
      [10, 0],
      [11, 0],
      [end.key, 0],
      [12, 1],
    ]);
  });

  it('add a block with its definition defaults at the end of a column', () => {
    const draft = addBlock(draftOf(section), 'TextModule', 0);
    const body = saveBody(draft).body;
    expect(body.blocks.map((block) => block.model)).toEqual([
      'HeadlineModule',
      'HeadlineModule',
      'TextModule',
      'HeadlineModule',
    ]);
    expect(body.blocks[2]).toMatchObject({
      model: 'TextModule',
      column: 0,
      content: '',
      show_more: false,
    });
    expect(body.blocks[2]).not.toHaveProperty('id');
  });

  it('move blocks within their column only, and leave the ends alone', () => {
    const draft = draftOf(section);
    const [a, b, c] = draft.blocks;
    const moved = moveBlock(draft, b?.key ?? '', -1);
    expect(saveBody(moved).body.blocks.map((block) => block.id)).toEqual([11, 10, 12]);
    expect(moveBlock(draft, a?.key ?? '', -1)).toBe(draft);
    expect(moveBlock(draft, b?.key ?? '', 1)).toBe(draft);
    expect(moveBlock(draft, c?.key ?? '', -1)).toBe(draft);
  });

  it('remove with undo until the save, and know when they changed', () => {
    const draft = draftOf(section);
    const key = draft.blocks[0]?.key ?? '';
    const removed = setRemoved(draft, key, true);
    expect(saveBody(removed).body.blocks.map((block) => block.id)).toEqual([11, 12]);
    expect(isChanged(removed, draft)).toBe(true);
    expect(isChanged(setRemoved(removed, key, false), draft)).toBe(false);
  });

  it('move the blocks of columns a new layout drops into column 1', () => {
    const draft = setLayout(draftOf(section), 0);
    expect(saveBody(draft).body).toMatchObject({
      layout: 0,
      blocks: [
        { id: 10, column: 0 },
        { id: 11, column: 0 },
        { id: 12, column: 0 },
      ],
    });
  });

  it("map a 400's errors by sent index back to the blocks", () => {
    const draft = setRemoved(draftOf(section), draftOf(section).blocks[0]?.key ?? '', true);
    const { keys } = saveBody(draft);
    const mapped = errorsByBlock(
      {
        'blocks.1.content': ['validation.required'],
        'blocks.0.children.1.content': ['validation.tooLong'],
        layout: ['validation.option'],
      },
      keys,
    );
    expect(mapped.get('m12')).toEqual({ content: ['validation.required'] });
    expect(mapped.get('m11')).toEqual({ 'children.1.content': ['validation.tooLong'] });
    expect(mapped.get('')).toEqual({ layout: ['validation.option'] });
  });
});
