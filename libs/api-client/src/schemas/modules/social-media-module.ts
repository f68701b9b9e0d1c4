import type * as v from 'valibot';
import { defineMediaEmbed } from './list-blocks';

/** spec 3/5: a social-media embed; the embed must name a known social network. */
export const socialMediaBlock = defineMediaEmbed('SocialMediaModule', 'social', {
  block: 'blockFields.model.SocialMediaModule',
  help: 'blockFields.embed.social.help',
});

export const socialMediaModuleSchema = socialMediaBlock.read;
export type SocialMediaModule = v.InferOutput<typeof socialMediaModuleSchema>;
export const socialMediaModuleInputSchema = socialMediaBlock.input;
