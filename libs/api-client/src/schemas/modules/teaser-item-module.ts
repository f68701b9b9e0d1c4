import * as v from 'valibot';
import { optionalLinkSchema, optionalText, requiredText } from './field-rules';
import { imageReadEntries, optionalImageInput } from './image-fields';
import { moduleBaseEntries } from './module-base';

/** spec 3: one teaser of a teaser list as read; `link_url` is the resolved href. */
export const teaserItemModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('TeaserItemModule'),
  ...imageReadEntries,
  link: v.string(),
  link_url: v.string(),
  link_text: v.string(),
  preline: v.string(),
  headline: v.string(),
  subline: v.string(),
  text: v.string(),
});

export type TeaserItemModule = v.InferOutput<typeof teaserItemModuleSchema>;

/** spec 5: the teaser item form; the teaser headline is required. */
export const teaserItemModuleInputSchema = v.object({
  image: optionalImageInput,
  link: optionalLinkSchema,
  link_text: optionalText(),
  preline: optionalText(),
  headline: requiredText(),
  subline: optionalText(),
  text: optionalText(),
});

export type TeaserItemModuleInput = v.InferOutput<typeof teaserItemModuleInputSchema>;
