import * as v from 'valibot';
import { defineBlock } from './define-block';
import { anchor, boolean, richText } from './field-builders';

/** spec 3/5: a rich-text block (`content` is sanitized HTML); content is required. */
export const textBlock = defineBlock('TextModule', {
  label: 'blockFields.model.TextModule',
  read: {
    content: v.string(),
    anchor: v.string(),
    show_more: v.boolean(),
    add_additional_space: v.boolean(),
  },
  fields: {
    content: richText({ label: 'blockFields.text', required: true }),
    anchor: anchor(),
    show_more: boolean({ label: 'blockFields.showMore', help: 'blockFields.showMore.help' }),
    add_additional_space: boolean({ label: 'blockFields.additionalSpace' }),
  },
});

export const textModuleSchema = textBlock.read;
export type TextModule = v.InferOutput<typeof textModuleSchema>;
export const textModuleInputSchema = textBlock.input;
