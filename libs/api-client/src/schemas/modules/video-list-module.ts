import * as v from 'valibot';
import { defineBlock } from './define-block';
import { anchor, children } from './field-builders';
import { videoBlock } from './video-module';

/** spec 3: a video list; its items are video blocks, edited inline in order. */
export const videoListBlock = defineBlock('VideoListModule', {
  label: 'blockFields.model.VideoListModule',
  read: {
    /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
    anchor: v.optional(v.string()),
    children: v.array(videoBlock.read),
  },
  fields: {
    anchor: anchor(),
    children: children(videoBlock, { label: 'blockFields.videos', maxItems: 30 }),
  },
});

export const videoListModuleSchema = videoListBlock.read;
export type VideoListModule = v.InferOutput<typeof videoListModuleSchema>;
export const videoListModuleInputSchema = videoListBlock.input;
