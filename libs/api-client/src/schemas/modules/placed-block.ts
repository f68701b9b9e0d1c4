import type * as v from 'valibot';
import { blockDefinitions, type BlockModel } from './block-definitions';
import type { BlockFields } from './block-field';
import { isNarrowColumn } from './headline-level';
import { secondaryHeadlineBlock } from './headline-module';

/** Where a block sits: its section's layout index and its column. */
export interface BlockPlacement {
  layout: number;
  column: number;
}

/**
 * The fields and the save rule of a block of `model` at `placement`: its definition's, except
 * for a Headline in a narrow column, which takes the secondary level set (spec 5). The editor's
 * form and the server's section save both ask here, so the two never disagree.
 */
export function placedBlock(
  model: BlockModel,
  placement?: BlockPlacement,
): { fields: BlockFields; input: v.GenericSchema } {
  if (model === 'HeadlineModule' && placement && isNarrowColumn(placement.layout, placement.column))
    return secondaryHeadlineBlock;
  return blockDefinitions[model];
}
