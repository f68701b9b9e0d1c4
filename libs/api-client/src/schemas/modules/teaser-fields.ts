import * as v from 'valibot';
import { image, link, text } from './field-builders';
import { imageReadEntries } from './image-fields';

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

/** spec 5: the fields every teaser form shares, in form order; the teaser headline is required. */
export const teaserFields = {
  image: image({ label: 'blockFields.image' }),
  link: link({ label: 'blockFields.link', help: 'blockFields.link.help' }),
  link_text: text({ label: 'blockFields.linkText' }),
  preline: text({ label: 'blockFields.preline' }),
  headline: text({ label: 'blockFields.headline', required: true }),
};
