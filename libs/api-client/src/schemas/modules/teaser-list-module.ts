import * as v from 'valibot';
import { defineBlock } from './define-block';
import { anchor, children, optionsOf, select } from './field-builders';
import { teaserItemBlock } from './teaser-item-module';

/** spec 3: the teaser list presentations (extra_class). */
export const teaserListExtraClasses = ['grid', 'slider', 'standard'] as const;

/** spec 3: a teaser list: a presentation and its teasers, edited inline in order. */
export const teaserListBlock = defineBlock('TeaserListModule', {
  label: 'blockFields.model.TeaserListModule',
  read: {
    /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
    anchor: v.optional(v.string()),
    extra_class: v.picklist(teaserListExtraClasses),
    children: v.array(teaserItemBlock.read),
  },
  fields: {
    anchor: anchor(),
    extra_class: select({ label: 'blockFields.presentation', options: optionsOf(teaserListExtraClasses), default: 'standard' }),
    children: children(teaserItemBlock, { label: 'blockFields.teasers', maxItems: 50 }),
  },
});

export const teaserListModuleSchema = teaserListBlock.read;
export type TeaserListModule = v.InferOutput<typeof teaserListModuleSchema>;
export const teaserListModuleInputSchema = teaserListBlock.input;
