import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { defineBlock } from './define-block';
import { anchor, optionsOf, select, text } from './field-builders';
import { headlineLevelOptions, headlineLevelSchema } from './headline-level';

/** spec 3: the headline alignments (extra_class). */
export const headlineExtraClasses = ['links', 'zentriert'] as const;

/** spec 3/5: a headline; content is required, the level is 2 to 6 (base set). */
export const headlineBlock = defineBlock('HeadlineModule', {
  label: 'blockFields.model.HeadlineModule',
  read: {
    headline_level: headlineLevelSchema,
    preline: v.string(),
    content: v.string(),
    subline: v.string(),
    anchor: v.string(),
    extra_class: v.picklist(headlineExtraClasses),
  },
  fields: {
    headline_level: select({ label: 'blockFields.headlineLevel', required: true, options: headlineLevelOptions, default: 2, message: m.headlineLevel }),
    preline: text({ label: 'blockFields.preline' }),
    content: text({ label: 'blockFields.headline', required: true }),
    subline: text({ label: 'blockFields.subline' }),
    anchor: anchor(),
    extra_class: select({
      label: 'blockFields.alignment',
      options: optionsOf(headlineExtraClasses),
      default: 'links',
    }),
  },
});

export const headlineModuleSchema = headlineBlock.read;
export type HeadlineModule = v.InferOutput<typeof headlineModuleSchema>;
export const headlineModuleInputSchema = headlineBlock.input;
