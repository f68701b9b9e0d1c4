import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { anchorSchema, optionalText, requiredText } from './field-rules';
import { headlineLevelSchema } from './headline-level';
import { moduleBaseEntries } from './module-base';

/** spec 3: the headline alignments (extra_class). */
export const headlineExtraClasses = ['links', 'zentriert'] as const;

/** spec 3: a headline block as read. */
export const headlineModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('HeadlineModule'),
  headline_level: headlineLevelSchema,
  preline: v.string(),
  content: v.string(),
  subline: v.string(),
  anchor: v.string(),
  extra_class: v.picklist(headlineExtraClasses),
});

export type HeadlineModule = v.InferOutput<typeof headlineModuleSchema>;

/** spec 5: the headline form; content is required, the level is 2 to 6 (base set). */
export const headlineModuleInputSchema = v.object({
  headline_level: headlineLevelSchema,
  preline: optionalText(),
  content: requiredText(),
  subline: optionalText(),
  anchor: anchorSchema,
  extra_class: v.optional(v.picklist(headlineExtraClasses, m.option), 'links'),
});

export type HeadlineModuleInput = v.InferOutput<typeof headlineModuleInputSchema>;
