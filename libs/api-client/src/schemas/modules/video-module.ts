import * as v from 'valibot';
import { defineBlock } from './define-block';
import { embedReadEntries } from './embed-input';
import { anchor, embed, image, link, richText, text } from './field-builders';
import { imageReadEntries } from './image-fields';

/**
 * spec 3/5: a video block; the video url is required and must be on the video allow-list.
 * `embed_url`/`platform` come from `extractEmbedUrl`; the image is the poster shown before
 * external-media consent.
 */
export const videoBlock = defineBlock('VideoModule', {
  label: 'blockFields.model.VideoModule',
  read: {
    ...imageReadEntries,
    ...embedReadEntries,
    video_file_mp4: v.nullable(v.string()),
    length: v.string(),
    title: v.string(),
    content: v.string(),
    anchor: v.string(),
  },
  fields: {
    video_url: embed('video', { label: 'blockFields.videoUrl', help: 'blockFields.videoUrl.help' }),
    image: image({ label: 'blockFields.poster', help: 'blockFields.poster.help' }),
    video_file_mp4: link({ label: 'blockFields.videoFile', help: 'blockFields.videoFile.help' }),
    length: text({
      label: 'blockFields.videoLength',
      help: 'blockFields.videoLength.help',
      maxLength: 20,
    }),
    title: text({ label: 'blockFields.title' }),
    content: richText({ label: 'blockFields.text' }),
    anchor: anchor(),
  },
});

export const videoModuleSchema = videoBlock.read;
export type VideoModule = v.InferOutput<typeof videoModuleSchema>;
export const videoModuleInputSchema = videoBlock.input;
