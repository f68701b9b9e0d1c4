import { liveBlocks } from '../translation/copy-structure';
import type { DraftBlock, SectionDraft } from './section-draft';

/** A field both editors changed, to different values: the editor chooses. */
export interface FieldConflict {
  /** `${blockKey}:${field}`, stable for the choice. */
  id: string;
  blockKey: string;
  model: DraftBlock['model'];
  field: string;
  mine: unknown;
  theirs: unknown;
}

/** A field changed on one side only, taken into the merge without asking. */
export interface AutoMerged {
  blockKey: string;
  model: DraftBlock['model'];
  field: string;
  from: 'mine' | 'theirs';
}

export interface MergeResult {
  /** The merge with every conflict resolved as "mine" (choices applied by `applyChoices`), on the saved version. */
  merged: SectionDraft;
  auto: AutoMerged[];
  conflicts: FieldConflict[];
  /** The other editor added blocks that the merge keeps. */
  theirNewBlocks: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The order and places of a draft's blocks (which blocks, where): changed by moves, adds, removals, layout. */
const structureOf = (draft: SectionDraft) =>
  JSON.stringify([
    draft.layout,
    liveBlocks(draft).map((block) => [block.id ?? block.key, block.column]),
  ]);

/**
 * DESIGN.md 8: a three-way merge of a section after a 409. `base` is what this
 * editor started from, `mine` their draft, `theirs` the section as saved now. Per block (by
 * id) and field: changed on one side only, that side wins and is reported; changed on both
 * to different values, a conflict (defaulting to mine until chosen). Blocks: my order and
 * layout when I changed them, else theirs; blocks they added are kept, blocks they removed
 * stay removed unless I changed them. Nothing typed is lost.
 */
export function mergeDrafts(
  base: SectionDraft,
  mine: SectionDraft,
  theirs: SectionDraft,
): MergeResult {
  const baseById = new Map(
    base.blocks.flatMap((block) => (block.id === undefined ? [] : [[block.id, block] as const])),
  );
  const theirById = new Map(
    theirs.blocks.flatMap((block) => (block.id === undefined ? [] : [[block.id, block] as const])),
  );
  const mineIds = new Set(
    mine.blocks.flatMap((block) => (block.id === undefined ? [] : [block.id])),
  );
  const auto: AutoMerged[] = [];
  const conflicts: FieldConflict[] = [];

  const mergeBlock = (own: DraftBlock): DraftBlock | null => {
    if (own.id === undefined) return own;
    const original = baseById.get(own.id);
    const their = theirById.get(own.id);
    const changedByMe = !original || !same(own.value, original.value);
    if (!their)
      return changedByMe && !own.removed ? ({ ...own, id: undefined } as DraftBlock) : null;
    if (!original) return own;
    const value: Record<string, unknown> = { ...own.value };
    for (const field of new Set([...Object.keys(own.value), ...Object.keys(their.value)])) {
      const [b, m, t] = [original.value[field], own.value[field], their.value[field]];
      if (same(m, t) || same(t, b)) {
        if (!same(m, b)) auto.push({ blockKey: own.key, model: own.model, field, from: 'mine' });
        continue;
      }
      if (same(m, b)) {
        value[field] = t;
        auto.push({ blockKey: own.key, model: own.model, field, from: 'theirs' });
        continue;
      }
      conflicts.push({
        id: `${own.key}:${field}`,
        blockKey: own.key,
        model: own.model,
        field,
        mine: m,
        theirs: t,
      });
    }
    return { ...own, value, ...(their.module ? { module: their.module } : {}) };
  };

  const myStructureChanged = structureOf(mine) !== structureOf(base);
  const theirNew = theirs.blocks.filter(
    (block) => block.id !== undefined && !baseById.has(block.id) && !mineIds.has(block.id),
  );
  let blocks: DraftBlock[];
  let layout = theirs.layout;
  if (myStructureChanged) {
    layout = mine.layout;
    const columns = new Set(mine.blocks.map((block) => block.column));
    blocks = [
      ...mine.blocks.map(mergeBlock).filter((block): block is DraftBlock => block !== null),
      ...theirNew.map((block) => (columns.has(block.column) ? block : { ...block, column: 0 })),
    ];
  } else {
    const mineById = new Map(
      mine.blocks.flatMap((block) => (block.id === undefined ? [] : [[block.id, block] as const])),
    );
    blocks = theirs.blocks.map((their) => {
      const own = their.id === undefined ? undefined : mineById.get(their.id);
      return own ? (mergeBlock(own) ?? their) : their;
    });
    // My edits to blocks they removed come back as new blocks.
    for (const own of mine.blocks)
      if (own.id !== undefined && !theirById.has(own.id)) {
        const kept = mergeBlock(own);
        if (kept) blocks.push(kept);
      }
    blocks.push(...mine.blocks.filter((block) => block.id === undefined));
  }
  return {
    merged: { ...mine, version: theirs.version, layout, blocks },
    auto,
    conflicts,
    theirNewBlocks: theirNew.length,
  };
}

/** The merge with the editor's choice per conflict (`theirs` where chosen, else mine). */
export function applyChoices(
  result: MergeResult,
  choices: ReadonlyMap<string, 'mine' | 'theirs'>,
): SectionDraft {
  const byBlock = new Map<string, FieldConflict[]>();
  for (const conflict of result.conflicts)
    byBlock.set(conflict.blockKey, [...(byBlock.get(conflict.blockKey) ?? []), conflict]);
  return {
    ...result.merged,
    blocks: result.merged.blocks.map((block) => {
      const chosen = (byBlock.get(block.key) ?? []).filter(
        (conflict) => choices.get(conflict.id) === 'theirs',
      );
      return chosen.length === 0
        ? block
        : {
            ...block,
            value: {
              ...block.value,
              ...Object.fromEntries(chosen.map((conflict) => [conflict.field, conflict.theirs])),
            },
          };
    }),
  };
}
