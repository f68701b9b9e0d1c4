import * as v from 'valibot';
import { defineBlock } from './define-block';
import { richText, text } from './field-builders';

/** spec 3/5: one infobox entry; content is required. */
export const infoboxItemBlock = defineBlock('InfoboxItemModule', {
  label: 'blockFields.model.InfoboxItemModule',
  read: {
    preline: v.string(),
    content: v.string(),
  },
  fields: {
    preline: text({ label: 'blockFields.preline' }),
    content: richText({ label: 'blockFields.text', required: true }),
  },
});

export const infoboxItemModuleSchema = infoboxItemBlock.read;
export type InfoboxItemModule = v.InferOutput<typeof infoboxItemModuleSchema>;
export const infoboxItemModuleInputSchema = infoboxItemBlock.input;
