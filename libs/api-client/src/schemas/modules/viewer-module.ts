import * as v from 'valibot';
import { embedInputSchema, embedReadEntries } from './embed-input';
import { anchorSchema, optionalText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: a document-viewer embed as read. */
export const viewerModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('ViewerModule'),
  ...embedReadEntries,
  media_type: v.string(),
  anchor: v.string(),
});

export type ViewerModule = v.InferOutput<typeof viewerModuleSchema>;

/** spec 5: the viewer form; the embed is required and must name a document-publishing service. */
export const viewerModuleInputSchema = v.object({
  embed: embedInputSchema('viewer'),
  media_type: optionalText(),
  anchor: anchorSchema,
});

export type ViewerModuleInput = v.InferOutput<typeof viewerModuleInputSchema>;
