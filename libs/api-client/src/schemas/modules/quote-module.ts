import * as v from 'valibot';
import { defineBlock } from './define-block';
import { anchor, richText, text } from './field-builders';

/** spec 3/5: a quote block; the quote text is required. */
export const quoteBlock = defineBlock('QuoteModule', {
  label: 'blockFields.model.QuoteModule',
  read: {
    content: v.string(),
    author: v.string(),
    anchor: v.string(),
  },
  fields: {
    content: richText({ label: 'blockFields.quote', required: true }),
    author: text({ label: 'blockFields.author' }),
    anchor: anchor(),
  },
});

export const quoteModuleSchema = quoteBlock.read;
export type QuoteModule = v.InferOutput<typeof quoteModuleSchema>;
export const quoteModuleInputSchema = quoteBlock.input;
