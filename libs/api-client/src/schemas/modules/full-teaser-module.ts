import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { anchorSchema, optionalText } from './field-rules';
import { moduleBaseEntries } from './module-base';
import { teaserInputEntries, teaserReadEntries } from './teaser-fields';

/** spec 5/9: the full teaser text is at most 256 characters. */
export const fullTeaserTextMaxLength = 256;

/** spec 3: a full-width teaser as read; `link_url` is the resolved href. */
export const fullTeaserModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('FullTeaserModule'),
  ...teaserReadEntries,
  extra_class: v.string(),
  anchor: v.string(),
});

export type FullTeaserModule = v.InferOutput<typeof fullTeaserModuleSchema>;

/** spec 5: the full teaser form; the headline is required, the text at most 256 characters. */
export const fullTeaserModuleInputSchema = v.object({
  ...teaserInputEntries,
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(fullTeaserTextMaxLength, m.tooLong)), ''),
  extra_class: optionalText(),
  anchor: anchorSchema,
});

export type FullTeaserModuleInput = v.InferOutput<typeof fullTeaserModuleInputSchema>;
