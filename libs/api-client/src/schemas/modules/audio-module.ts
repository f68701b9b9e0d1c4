import * as v from 'valibot';
import { defineBlock } from './define-block';
import { embedReadEntries } from './embed-input';
import { anchor, embed } from './field-builders';

/** spec 3/5: an audio embed; read as the checked URL and platform, never the raw embed code. */
export const audioBlock = defineBlock('AudioModule', {
  label: 'blockFields.model.AudioModule',
  read: {
    ...embedReadEntries,
    anchor: v.string(),
  },
  fields: {
    embed: embed('audio', { label: 'blockFields.embed', help: 'blockFields.embed.audio.help' }),
    anchor: anchor(),
  },
});

export const audioModuleSchema = audioBlock.read;
export type AudioModule = v.InferOutput<typeof audioModuleSchema>;
export const audioModuleInputSchema = audioBlock.input;
