import * as v from 'valibot';
import { anchorSchema } from './field-rules';
import { infoboxItemModuleInputSchema, infoboxItemModuleSchema } from './infobox-item-module';
import { moduleBaseEntries } from './module-base';

/** spec 3: an infobox as read, with its entries. */
export const infoboxModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('InfoboxModule'),
  anchor: v.string(),
  children: v.array(infoboxItemModuleSchema),
});

export type InfoboxModule = v.InferOutput<typeof infoboxModuleSchema>;

/** The infobox form: the entries, edited inline in order. */
export const infoboxModuleInputSchema = v.object({
  anchor: anchorSchema,
  children: v.array(infoboxItemModuleInputSchema),
});

export type InfoboxModuleInput = v.InferOutput<typeof infoboxModuleInputSchema>;
