import * as v from 'valibot';
import { requiredText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: one FAQ entry as read (`content` is sanitized HTML). */
export const faqItemModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('FAQItemModule'),
  content: v.string(),
});

export type FAQItemModule = v.InferOutput<typeof faqItemModuleSchema>;

/** spec 5: the FAQ item form; content is required. */
export const faqItemModuleInputSchema = v.object({ content: requiredText() });

export type FAQItemModuleInput = v.InferOutput<typeof faqItemModuleInputSchema>;
