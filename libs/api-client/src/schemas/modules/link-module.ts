import * as v from 'valibot';
import { anchorSchema, linkSchema, optionalText, requiredText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: a link block as read; `link_url` is the resolved href to render. */
export const linkModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('LinkModule'),
  content: v.string(),
  link: v.string(),
  link_url: v.string(),
  extra_class: v.string(),
  anchor: v.string(),
  open_new_window: v.boolean(),
  reduce_spacing: v.boolean(),
});

export type LinkModule = v.InferOutput<typeof linkModuleSchema>;

/** spec 5: the link form; link text (`content`) and link are required. */
export const linkModuleInputSchema = v.object({
  content: requiredText(),
  link: linkSchema,
  extra_class: optionalText(),
  anchor: anchorSchema,
  open_new_window: v.optional(v.boolean(), false),
  reduce_spacing: v.optional(v.boolean(), false),
});

export type LinkModuleInput = v.InferOutput<typeof linkModuleInputSchema>;
