import * as v from 'valibot';
import { anchorSchema } from './field-rules';
import { faqItemModuleInputSchema, faqItemModuleSchema } from './faq-item-module';
import { moduleBaseEntries } from './module-base';

/** spec 3: an FAQ block as read, with its items. */
export const faqModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('FAQModule'),
  anchor: v.string(),
  children: v.array(faqItemModuleSchema),
});

export type FAQModule = v.InferOutput<typeof faqModuleSchema>;

/** The FAQ form: the items are edited inline, in order. */
export const faqModuleInputSchema = v.object({
  anchor: anchorSchema,
  children: v.array(faqItemModuleInputSchema),
});

export type FAQModuleInput = v.InferOutput<typeof faqModuleInputSchema>;
