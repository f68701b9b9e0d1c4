import * as v from 'valibot';
import { embedInputSchema, embedReadEntries } from './embed-input';
import { anchorSchema, optionalText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: a social-media embed as read. */
export const socialMediaModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('SocialMediaModule'),
  ...embedReadEntries,
  media_type: v.string(),
  anchor: v.string(),
});

export type SocialMediaModule = v.InferOutput<typeof socialMediaModuleSchema>;

/** spec 5: the social-media form; the embed is required and must name a known social network. */
export const socialMediaModuleInputSchema = v.object({
  embed: embedInputSchema('social'),
  media_type: optionalText(),
  anchor: anchorSchema,
});

export type SocialMediaModuleInput = v.InferOutput<typeof socialMediaModuleInputSchema>;
