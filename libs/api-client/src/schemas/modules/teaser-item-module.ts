import * as v from 'valibot';
import { optionalText } from './field-rules';
import { moduleBaseEntries } from './module-base';
import { teaserInputEntries, teaserReadEntries } from './teaser-fields';

/** spec 3: one teaser of a teaser list as read; `link_url` is the resolved href. */
export const teaserItemModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('TeaserItemModule'),
  ...teaserReadEntries,
  subline: v.string(),
});

export type TeaserItemModule = v.InferOutput<typeof teaserItemModuleSchema>;

/** spec 5: the teaser item form; the teaser headline is required. */
export const teaserItemModuleInputSchema = v.object({
  ...teaserInputEntries,
  subline: optionalText(),
  text: optionalText(),
});

export type TeaserItemModuleInput = v.InferOutput<typeof teaserItemModuleInputSchema>;
