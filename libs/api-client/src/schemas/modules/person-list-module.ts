import * as v from 'valibot';
import { defineBlock } from './define-block';
import { entryTeaserSchema } from './entry-teaser';
import { anchor, entityReference } from './field-builders';

/** spec 3: Person list: the persons it refers to, in order; `children` carry each entry's resolved teaser data. */
export const personListBlock = defineBlock('PersonListModule', {
  label: 'blockFields.model.PersonListModule',
  read: {
    /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
    anchor: v.optional(v.string()),
    children: v.array(entryTeaserSchema),
  },
  fields: {
    anchor: anchor(),
    children: entityReference('person', { label: 'blockFields.persons' }),
  },
});

export const personListModuleSchema = personListBlock.read;
export type PersonListModule = v.InferOutput<typeof personListModuleSchema>;
export const personListModuleInputSchema = personListBlock.input;
