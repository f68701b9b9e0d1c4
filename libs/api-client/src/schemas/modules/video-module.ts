import * as v from 'valibot';
import { embedInputSchema, embedReadEntries } from './embed-input';
import { anchorSchema, optionalLinkSchema, optionalText } from './field-rules';
import { imageReadEntries, optionalImageInput } from './image-fields';
import { moduleBaseEntries } from './module-base';

/**
 * spec 3: a video block as read. `embed_url`/`platform` come from `extractEmbedUrl` (video
 * allow-list); the image is the poster shown before external-media consent.
 */
export const videoModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('VideoModule'),
  ...imageReadEntries,
  ...embedReadEntries,
  video_file_mp4: v.nullable(v.string()),
  length: v.string(),
  title: v.string(),
  content: v.string(),
  anchor: v.string(),
});

export type VideoModule = v.InferOutput<typeof videoModuleSchema>;

/** spec 5: the video form; the video url is required and must be on the video allow-list. */
export const videoModuleInputSchema = v.object({
  video_url: embedInputSchema('video'),
  image: optionalImageInput,
  video_file_mp4: optionalLinkSchema,
  length: optionalText(),
  title: optionalText(),
  content: optionalText(),
  anchor: anchorSchema,
});

export type VideoModuleInput = v.InferOutput<typeof videoModuleInputSchema>;
