import * as v from 'valibot';
import { entityIdSchema, isoInstantSchema } from './field-types';
import { imageReadEntries } from './modules/image-fields';

/** A home-page teaser (`/api/teaser/`); spec 9: highlighted teasers are sliced to 8 by default. */
export const homeTeaserSchema = v.object({
  id: entityIdSchema,
  preline: v.string(),
  headline: v.string(),
  text: v.string(),
  link_url: v.string(),
  link_text: v.string(),
  is_highlight: v.boolean(),
  ...imageReadEntries,
});
export type HomeTeaser = v.InferOutput<typeof homeTeaserSchema>;
export const homeTeasersSchema = v.array(homeTeaserSchema);

/** A home-page call to action (`/api/teaser-cta/`). */
export const callToActionSchema = v.object({
  id: entityIdSchema,
  headline: v.string(),
  text: v.string(),
  link_url: v.string(),
  link_text: v.string(),
});
export type CallToAction = v.InferOutput<typeof callToActionSchema>;
export const callToActionsSchema = v.array(callToActionSchema);

/** A post of the home page's instagram-type feed (`/api/instagram/`). */
export const instagramPostSchema = v.object({
  id: v.string(),
  url: v.string(),
  caption: v.string(),
  date: isoInstantSchema,
  ...imageReadEntries,
});
export type InstagramPost = v.InferOutput<typeof instagramPostSchema>;
export const instagramPostsSchema = v.array(instagramPostSchema);
