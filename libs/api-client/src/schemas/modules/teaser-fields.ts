import * as v from 'valibot';
import { optionalLinkSchema, optionalText, requiredText } from './field-rules';
import { imageReadEntries, optionalImageInput } from './image-fields';

/** spec 3: what every teaser (full teaser, teaser list item) shows as read; `link_url` is the resolved href. */
export const teaserReadEntries = {
  ...imageReadEntries,
  link: v.string(),
  link_url: v.string(),
  link_text: v.string(),
  preline: v.string(),
  headline: v.string(),
  text: v.string(),
};

/** spec 5: the fields every teaser form shares; the teaser headline is required. */
export const teaserInputEntries = {
  image: optionalImageInput,
  link: optionalLinkSchema,
  link_text: optionalText(),
  preline: optionalText(),
  headline: requiredText(),
};
