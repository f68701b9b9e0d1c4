import type * as v from 'valibot';
import { definePresentationList } from './list-blocks';
import { teaserItemBlock } from './teaser-item-module';

/** spec 3: the teaser list presentations (extra_class). */
export const teaserListExtraClasses = ['grid', 'slider', 'standard'] as const;

/** spec 3: a teaser list: a presentation and its teasers, edited inline in order. */
export const teaserListBlock = definePresentationList(
  'TeaserListModule',
  teaserListExtraClasses,
  teaserItemBlock,
  {
    block: 'blockFields.model.TeaserListModule',
    items: 'blockFields.teasers',
    maxItems: 50,
  },
);

export const teaserListModuleSchema = teaserListBlock.read;
export type TeaserListModule = v.InferOutput<typeof teaserListModuleSchema>;
export const teaserListModuleInputSchema = teaserListBlock.input;
