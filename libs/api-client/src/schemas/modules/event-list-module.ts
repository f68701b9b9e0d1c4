import * as v from 'valibot';
import { defineBlock } from './define-block';
import { entryTeaserSchema } from './entry-teaser';
import { anchor, entityReference, text } from './field-builders';

/** spec 3: Event list: the events it refers to, in order; `children` carry each entry's resolved teaser data. */
export const eventListBlock = defineBlock('EventListModule', {
  label: 'blockFields.model.EventListModule',
  read: {
    /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
    anchor: v.optional(v.string()),
    headline: v.string(),
    children: v.array(entryTeaserSchema),
  },
  fields: {
    anchor: anchor(),
    headline: text({ label: 'blockFields.headline' }),
    children: entityReference('event', { label: 'blockFields.events' }),
  },
});

export const eventListModuleSchema = eventListBlock.read;
export type EventListModule = v.InferOutput<typeof eventListModuleSchema>;
export const eventListModuleInputSchema = eventListBlock.input;
