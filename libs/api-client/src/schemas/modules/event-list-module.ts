import type * as v from 'valibot';
import { defineHeadlineEntryList } from './list-blocks';

/** spec 3: Event list: a headline and the events it refers to. */
export const eventListBlock = defineHeadlineEntryList('EventListModule', 'event', {
  block: 'blockFields.model.EventListModule',
  entries: 'blockFields.events',
});

export const eventListModuleSchema = eventListBlock.read;
export type EventListModule = v.InferOutput<typeof eventListModuleSchema>;
export const eventListModuleInputSchema = eventListBlock.input;
