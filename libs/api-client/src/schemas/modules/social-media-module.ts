import * as v from 'valibot';
import { defineBlock } from './define-block';
import { embedReadEntries } from './embed-input';
import { anchor, embed, text } from './field-builders';
import { moduleFieldLimits } from './field-rules';

/** spec 3/5: a social-media embed; the embed must name a known social network. */
export const socialMediaBlock = defineBlock('SocialMediaModule', {
  label: 'blockFields.model.SocialMediaModule',
  read: {
    ...embedReadEntries,
    media_type: v.string(),
    anchor: v.string(),
  },
  fields: {
    embed: embed('social', { label: 'blockFields.embed', help: 'blockFields.embed.social.help' }),
    media_type: text({ label: 'blockFields.mediaType', maxLength: moduleFieldLimits.identifier }),
    anchor: anchor(),
  },
});

export const socialMediaModuleSchema = socialMediaBlock.read;
export type SocialMediaModule = v.InferOutput<typeof socialMediaModuleSchema>;
export const socialMediaModuleInputSchema = socialMediaBlock.input;
