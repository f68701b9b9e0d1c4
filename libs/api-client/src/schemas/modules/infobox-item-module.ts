import * as v from 'valibot';
import { optionalText, requiredText } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: one infobox entry as read. */
export const infoboxItemModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('InfoboxItemModule'),
  preline: v.string(),
  content: v.string(),
});

export type InfoboxItemModule = v.InferOutput<typeof infoboxItemModuleSchema>;

/** spec 5: the infobox item form; content is required. */
export const infoboxItemModuleInputSchema = v.object({
  preline: optionalText(),
  content: requiredText(),
});

export type InfoboxItemModuleInput = v.InferOutput<typeof infoboxItemModuleInputSchema>;
