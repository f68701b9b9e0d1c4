import * as v from 'valibot';
import { defineBlock } from './define-block';
import { faqItemBlock } from './faq-item-module';
import { anchor, children } from './field-builders';

/** spec 3: an FAQ block with its items, edited inline in order. */
export const faqBlock = defineBlock('FAQModule', {
  label: 'blockFields.model.FAQModule',
  read: {
    anchor: v.string(),
    children: v.array(faqItemBlock.read),
  },
  fields: {
    anchor: anchor(),
    children: children(faqItemBlock, { label: 'blockFields.faqEntries' }),
  },
});

export const faqModuleSchema = faqBlock.read;
export type FAQModule = v.InferOutput<typeof faqModuleSchema>;
export const faqModuleInputSchema = faqBlock.input;
