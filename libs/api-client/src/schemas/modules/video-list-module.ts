import * as v from 'valibot';
import { moduleBaseEntries } from './module-base';
import { videoModuleInputSchema, videoModuleSchema } from './video-module';

/** spec 3: a video list as read; its items are video blocks. */
export const videoListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('VideoListModule'),
  children: v.array(videoModuleSchema),
});

export type VideoListModule = v.InferOutput<typeof videoListModuleSchema>;

/** The video list form: the videos, edited inline in order. */
export const videoListModuleInputSchema = v.object({
  children: v.array(videoModuleInputSchema),
});

export type VideoListModuleInput = v.InferOutput<typeof videoListModuleInputSchema>;
