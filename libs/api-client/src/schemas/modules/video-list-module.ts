import * as v from 'valibot';
import { anchorSchema } from './field-rules';
import { moduleBaseEntries } from './module-base';
import { videoModuleInputSchema, videoModuleSchema } from './video-module';

/** spec 3: a video list as read; its items are video blocks. */
export const videoListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('VideoListModule'),
  /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
  anchor: v.optional(v.string()),
  children: v.array(videoModuleSchema),
});

export type VideoListModule = v.InferOutput<typeof videoListModuleSchema>;

/** The video list form: the videos, edited inline in order. */
export const videoListModuleInputSchema = v.object({
  anchor: anchorSchema,
  children: v.array(videoModuleInputSchema),
});

export type VideoListModuleInput = v.InferOutput<typeof videoListModuleInputSchema>;
