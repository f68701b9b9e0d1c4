import type * as v from 'valibot';
import { defineMediaEmbed } from './list-blocks';

/** spec 3/5: a document-viewer embed; the embed must name a document-publishing service. */
export const viewerBlock = defineMediaEmbed('ViewerModule', 'viewer', {
  block: 'blockFields.model.ViewerModule',
  help: 'blockFields.embed.viewer.help',
});

export const viewerModuleSchema = viewerBlock.read;
export type ViewerModule = v.InferOutput<typeof viewerModuleSchema>;
export const viewerModuleInputSchema = viewerBlock.input;
