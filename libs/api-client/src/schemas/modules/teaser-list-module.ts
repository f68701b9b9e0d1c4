import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { anchorSchema } from './field-rules';
import { moduleBaseEntries } from './module-base';
import { teaserItemModuleInputSchema, teaserItemModuleSchema } from './teaser-item-module';

/** spec 3: the teaser list presentations (extra_class). */
export const teaserListExtraClasses = ['grid', 'slider', 'standard'] as const;

/** spec 3: a teaser list as read, with its teasers. */
export const teaserListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('TeaserListModule'),
  /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
  anchor: v.optional(v.string()),
  extra_class: v.picklist(teaserListExtraClasses),
  children: v.array(teaserItemModuleSchema),
});

export type TeaserListModule = v.InferOutput<typeof teaserListModuleSchema>;

/** The teaser list form: presentation plus the teasers, edited inline in order. */
export const teaserListModuleInputSchema = v.object({
  anchor: anchorSchema,
  extra_class: v.optional(v.picklist(teaserListExtraClasses, m.option), 'standard'),
  children: v.array(teaserItemModuleInputSchema),
});

export type TeaserListModuleInput = v.InferOutput<typeof teaserListModuleInputSchema>;
