import {
  blockDefinitions,
  type AnyModule,
  type ContainerLayoutIndex,
  type ContainerModule,
  type SectionBlockModel,
  type SectionDraft as SavedDraft,
} from '@aula/api-client';
import { blockFormValue } from '../section/block-forms';
import { draftOf, newBlockKey, type DraftBlock, type SectionDraft } from '../section/section-draft';

const isSectionBlock = (model: string): model is SectionBlockModel =>
  model !== 'ContainerModule' && model in blockDefinitions;

/**
 * DESIGN.md 8: the section dialog's state from a saved draft on top of the section as published:
 * the draft's layout and blocks (stored blocks keep their id and read form, for image
 * previews), the published section's version (publishing applies the draft on top of it).
 */
export function sectionWithDraft(section: ContainerModule, saved: SavedDraft): SectionDraft {
  const base = draftOf(section);
  const stored = new Map(base.blocks.map((block) => [block.id, block]));
  const blocks: DraftBlock[] = saved.body.blocks.flatMap((block) => {
    if (!isSectionBlock(block.model)) return [];
    const id = typeof block['id'] === 'number' ? block['id'] : undefined;
    const known = id === undefined ? undefined : stored.get(id);
    const value = blockFormValue(block as unknown as AnyModule);
    return [
      {
        key: known?.key ?? newBlockKey(),
        ...(known ? { id, module: known.module } : {}),
        model: block.model,
        column: block.column ?? 0,
        value,
        removed: false,
      } as DraftBlock,
    ];
  });
  return { ...base, layout: saved.body.layout as ContainerLayoutIndex, blocks };
}
