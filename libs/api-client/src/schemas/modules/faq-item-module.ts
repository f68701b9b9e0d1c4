import * as v from 'valibot';
import { defineBlock } from './define-block';
import { richText } from './field-builders';

/** spec 3/5: one FAQ entry (`content` is sanitized HTML: the first paragraph is the question); required. */
export const faqItemBlock = defineBlock('FAQItemModule', {
  label: 'blockFields.model.FAQItemModule',
  read: { content: v.string() },
  fields: {
    content: richText({
      label: 'blockFields.faqEntry',
      help: 'blockFields.faqEntry.help',
      required: true,
    }),
  },
});

export const faqItemModuleSchema = faqItemBlock.read;
export type FAQItemModule = v.InferOutput<typeof faqItemModuleSchema>;
export const faqItemModuleInputSchema = faqItemBlock.input;
