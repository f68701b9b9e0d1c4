import * as v from 'valibot';
import { defineBlock } from './define-block';
import { embedReadEntries } from './embed-input';
import { anchor, embed, text } from './field-builders';
import { moduleFieldLimits } from './field-rules';

/** spec 3/5: a document-viewer embed; the embed must name a document-publishing service. */
export const viewerBlock = defineBlock('ViewerModule', {
  label: 'blockFields.model.ViewerModule',
  read: {
    ...embedReadEntries,
    media_type: v.string(),
    anchor: v.string(),
  },
  fields: {
    embed: embed('viewer', { label: 'blockFields.embed', help: 'blockFields.embed.viewer.help' }),
    media_type: text({ label: 'blockFields.mediaType', maxLength: moduleFieldLimits.identifier }),
    anchor: anchor(),
  },
});

export const viewerModuleSchema = viewerBlock.read;
export type ViewerModule = v.InferOutput<typeof viewerModuleSchema>;
export const viewerModuleInputSchema = viewerBlock.input;
