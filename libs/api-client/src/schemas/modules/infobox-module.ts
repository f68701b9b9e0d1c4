import * as v from 'valibot';
import { defineBlock } from './define-block';
import { anchor, children } from './field-builders';
import { infoboxItemBlock } from './infobox-item-module';

/** spec 3: an infobox with its entries, edited inline in order. */
export const infoboxBlock = defineBlock('InfoboxModule', {
  label: 'blockFields.model.InfoboxModule',
  read: {
    anchor: v.string(),
    children: v.array(infoboxItemBlock.read),
  },
  fields: {
    anchor: anchor(),
    children: children(infoboxItemBlock, { label: 'blockFields.infoboxEntries', maxItems: 20 }),
  },
});

export const infoboxModuleSchema = infoboxBlock.read;
export type InfoboxModule = v.InferOutput<typeof infoboxModuleSchema>;
export const infoboxModuleInputSchema = infoboxBlock.input;
