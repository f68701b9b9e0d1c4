import * as v from 'valibot';
import { embedInputSchema, embedReadEntries } from './embed-input';
import { anchorSchema } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: an audio embed as read: the checked URL and platform, never the raw embed code. */
export const audioModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('AudioModule'),
  ...embedReadEntries,
  anchor: v.string(),
});

export type AudioModule = v.InferOutput<typeof audioModuleSchema>;

/** spec 5: the audio form; the embed code (or URL) is required and must name an audio platform. */
export const audioModuleInputSchema = v.object({
  embed: embedInputSchema('audio'),
  anchor: anchorSchema,
});

export type AudioModuleInput = v.InferOutput<typeof audioModuleInputSchema>;
