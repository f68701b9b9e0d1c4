import * as v from 'valibot';
import { anchorSchema, requiredText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: a rich-text block as read (`content` is sanitized HTML). */
export const textModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('TextModule'),
  content: v.string(),
  anchor: v.string(),
  show_more: v.boolean(),
  add_additional_space: v.boolean(),
});

export type TextModule = v.InferOutput<typeof textModuleSchema>;

/** spec 5: the text form; content is required. */
export const textModuleInputSchema = v.object({
  content: requiredText(),
  anchor: anchorSchema,
  show_more: v.optional(v.boolean(), false),
  add_additional_space: v.optional(v.boolean(), false),
});

export type TextModuleInput = v.InferOutput<typeof textModuleInputSchema>;
