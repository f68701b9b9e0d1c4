import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { defineBlock } from './define-block';
import { anchor, optionsOf, select, text } from './field-builders';
import {
  headlineLevelOptions,
  headlineLevelSchema,
  secondaryHeadlineLevelOptions,
} from './headline-level';

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
    headline_level: select({
      label: 'blockFields.headlineLevel',
      required: true,
      options: headlineLevelOptions,
      default: 2,
      message: m.headlineLevel,
    }),
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

/** spec 5: the level field in a narrow column: the secondary set, 2 to 4. */
const secondaryLevelField = select({
  label: 'blockFields.headlineLevel',
  required: true,
  options: secondaryHeadlineLevelOptions,
  default: 2,
  message: m.headlineLevelSecondary,
});

/**
 * spec 5: the Headline block in a narrow column (`isNarrowColumn`): the same fields, but the
 * level select offers 2 to 4 and the save rule refuses deeper levels with its own message.
 */
export const secondaryHeadlineBlock = {
  fields: { ...headlineBlock.fields, headline_level: secondaryLevelField },
  input: v.object({ ...headlineBlock.input.entries, headline_level: secondaryLevelField.schema }),
};
