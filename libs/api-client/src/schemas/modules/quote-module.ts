import * as v from 'valibot';
import { anchorSchema, optionalText, requiredText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: a quote block as read. */
export const quoteModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('QuoteModule'),
  content: v.string(),
  author: v.string(),
  anchor: v.string(),
});

export type QuoteModule = v.InferOutput<typeof quoteModuleSchema>;

/** spec 5: the quote form; the quote text is required. */
export const quoteModuleInputSchema = v.object({
  content: requiredText(),
  author: optionalText(),
  anchor: anchorSchema,
});

export type QuoteModuleInput = v.InferOutput<typeof quoteModuleInputSchema>;
