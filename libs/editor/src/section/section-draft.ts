import {
  blockDefinitions,
  isBrokenModule,
  containerLayouts,
  type ContainerLayoutIndex,
  type ContainerModule,
  type AnyModule,
  type FieldErrors,
  type SectionBlockModel,
  type SectionSaveInput,
} from '@aula/api-client';
import { blockFormValue, brokenBlockFormValue } from './block-forms';

/** One block as the section dialog holds it: its form values and where it sits. */
export interface DraftBlock {
  /** Stable within the dialog (React key, form id prefix, error mapping). */
  key: string;
  /** The stored block's id; none for a block added in this dialog. */
  id?: number;
  model: SectionBlockModel;
  column: number;
  value: Record<string, unknown>;
  /** Marked for removal: kept (and restorable) until the save. */
  removed: boolean;
  /** The block as read, for a stored block (its form shows image previews, chosen entries). */
  module?: AnyModule;
  /** Why a stored block no longer reads (its form opens with the errors shown). */
  problem?: string;
}

/** spec 3 client state: the section being edited, as the dialog holds it. */
export interface SectionDraft {
  id: number;
  slug: string | null;
  /** The container version the editor started from (sent with the save). */
  version: number;
  layout: ContainerLayoutIndex;
  /** All blocks in order; a column's blocks are those with its index, in this order. */
  blocks: DraftBlock[];
  /** Nested containers in the section: not edited here, kept by the server. */
  nested: number;
}

let counter = 0;
/** A new key for a block of this dialog. */
export const newBlockKey = () => `b${Date.now().toString(36)}${(counter += 1)}`;

const isSectionBlock = (model: string): model is SectionBlockModel =>
  model !== 'ContainerModule' && model in blockDefinitions;

/** The dialog's state of a section as read (GET container or a 409's `current`). */
export function draftOf(section: ContainerModule): SectionDraft {
  const blocks: DraftBlock[] = [];
  let nested = 0;
  section.columns.forEach((column, index) => {
    for (const child of column.children) {
      // A broken block is edited again in its own form or removed, never dropped unseen.
      if (isBrokenModule(child) && isSectionBlock(child.broken.model)) {
        blocks.push({
          key: `m${child.id}`,
          id: child.id,
          model: child.broken.model,
          column: index,
          value: brokenBlockFormValue(child),
          removed: false,
          problem: child.broken.problem,
        });
        continue;
      }
      if (isBrokenModule(child) || !isSectionBlock(child.model)) {
        nested += 1;
        continue;
      }
      blocks.push({
        key: `m${child.id}`,
        id: child.id,
        model: child.model,
        column: index,
        value: blockFormValue(child),
        removed: false,
        module: child,
      });
    }
  });
  return {
    id: section.id,
    slug: section.slug,
    version: section.version,
    layout: section.layout,
    blocks,
    nested,
  };
}

/** A new block of `model` with its definition's defaults, at the end of `column`. */
export function addBlock(
  draft: SectionDraft,
  model: SectionBlockModel,
  column: number,
): SectionDraft {
  const value = structuredClone(blockDefinitions[model].defaults) as Record<string, unknown>;
  return {
    ...draft,
    blocks: [...draft.blocks, { key: newBlockKey(), model, column, value, removed: false }],
  };
}

/**
 * DESIGN.md 8 (adding where you look): a new block of `model` with its definition's defaults in
 * `column`, before the block `before` (at the column's end when null); answers its key too.
 */
export function insertBlock(
  draft: SectionDraft,
  model: SectionBlockModel,
  column: number,
  before: string | null,
): { draft: SectionDraft; key: string } {
  const value = structuredClone(blockDefinitions[model].defaults) as Record<string, unknown>;
  const block: DraftBlock = { key: newBlockKey(), model, column, value, removed: false };
  const next = draft.blocks.findIndex((candidate) => candidate.key === before);
  const last = draft.blocks.findLastIndex((candidate) => candidate.column === column);
  const at = next >= 0 ? next : last >= 0 ? last + 1 : draft.blocks.length;
  const blocks = [...draft.blocks.slice(0, at), block, ...draft.blocks.slice(at)];
  return { draft: { ...draft, blocks }, key: block.key };
}

/** Marks a block removed, or restores it (undo until save). */
export function setRemoved(draft: SectionDraft, key: string, removed: boolean): SectionDraft {
  return {
    ...draft,
    blocks: draft.blocks.map((block) => (block.key === key ? { ...block, removed } : block)),
  };
}

/** Moves a block one place up (-1) or down (+1) among its column's blocks. */
export function moveBlock(draft: SectionDraft, key: string, step: -1 | 1): SectionDraft {
  const index = draft.blocks.findIndex((block) => block.key === key);
  const block = draft.blocks[index];
  if (!block) return draft;
  let target = index + step;
  while (
    target >= 0 &&
    target < draft.blocks.length &&
    draft.blocks[target]?.column !== block.column
  )
    target += step;
  const other = draft.blocks[target];
  if (!other) return draft;
  const blocks = [...draft.blocks];
  blocks[index] = other;
  blocks[target] = block;
  return { ...draft, blocks };
}

/** A new layout; blocks of columns the layout no longer has move to the end of column 1. */
export function setLayout(draft: SectionDraft, layout: ContainerLayoutIndex): SectionDraft {
  const columns = containerLayouts[layout].spans.length;
  const kept = draft.blocks.filter((block) => block.column < columns);
  const moved = draft.blocks
    .filter((block) => block.column >= columns)
    .map((block) => ({ ...block, column: 0 }));
  return { ...draft, layout, blocks: [...kept, ...moved] };
}

/** Replaces a block's form values. */
export function setValue(
  draft: SectionDraft,
  key: string,
  value: Record<string, unknown>,
): SectionDraft {
  return {
    ...draft,
    blocks: draft.blocks.map((block) => (block.key === key ? { ...block, value } : block)),
  };
}

/** The blocks of one column, in order. */
export const columnBlocks = (draft: SectionDraft, column: number) =>
  draft.blocks.filter((block) => block.column === column);

/** The blocks a save sends (removed ones left out), in column order then position. */
function savedBlocks(draft: SectionDraft): DraftBlock[] {
  const columns = containerLayouts[draft.layout].spans.length;
  return Array.from({ length: columns }, (_, column) =>
    columnBlocks(draft, column).filter((block) => !block.removed),
  ).flat();
}

/** The body of the section save, and which draft block each sent index is. */
export function saveBody(draft: SectionDraft): { body: SectionSaveInput; keys: string[] } {
  const blocks = savedBlocks(draft);
  return {
    body: {
      version: draft.version,
      layout: draft.layout,
      blocks: blocks.map(
        (block) =>
          ({
            ...block.value,
            model: block.model,
            column: block.column,
            ...(block.id === undefined ? {} : { id: block.id }),
          }) as SectionSaveInput['blocks'][number],
      ),
    },
    keys: blocks.map((block) => block.key),
  };
}

/**
 * A 400's field errors (`blocks.<index>.<field path>`) per draft block key, with the path
 * inside the block (`content`, `children.1.content`); errors on the section itself under ''.
 */
export function errorsByBlock(errors: FieldErrors, keys: string[]): Map<string, FieldErrors> {
  const result = new Map<string, FieldErrors>();
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^blocks\.(\d+)(?:\.(.*))?$/.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    const target = key ?? '';
    const field = key ? (match?.[2] ?? '') : path;
    const entry = result.get(target) ?? {};
    entry[field] = [...(entry[field] ?? []), ...messages];
    result.set(target, entry);
  }
  return result;
}

/** Whether the draft differs from the section it started from (the form-changed flag). */
export function isChanged(draft: SectionDraft, initial: SectionDraft): boolean {
  return JSON.stringify(saveBody(draft).body) !== JSON.stringify(saveBody(initial).body);
}
