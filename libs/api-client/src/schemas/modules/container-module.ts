import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { boundedString, moduleFieldLimits } from './field-rules';
import type { StoredModule } from './block-definitions';
import type { moduleBaseEntries } from './module-base';

/**
 * spec 3: the container layouts by index (the `layout` field) with their column spans on the
 * 12-column grid (spec 9): 100; 67-33; 33-67; 50-50; 33-33-33; 25-50-25.
 */
export const containerLayouts = [
  { label: '100', spans: [12] },
  { label: '67-33', spans: [8, 4] },
  { label: '33-67', spans: [4, 8] },
  { label: '50-50', spans: [6, 6] },
  { label: '33-33-33', spans: [4, 4, 4] },
  { label: '25-50-25', spans: [3, 6, 3] },
] as const;

/** The layout indexes 0 to 5. */
export const containerLayoutIndexes = [0, 1, 2, 3, 4, 5] as const;
export type ContainerLayoutIndex = (typeof containerLayoutIndexes)[number];

/** spec 3: a layout index of `containerLayouts`. */
export const containerLayoutSchema = v.picklist(containerLayoutIndexes, m.option);

/**
 * One column of a container: its CSS classes and the modules inside it (a broken one in its
 * place, so one bad row never breaks a read).
 */
export interface ContainerColumn {
  classes: string;
  children: StoredModule[];
}

/** spec 3: a section; the only module whose children are any modules (it nests). */
export interface ContainerModule extends v.InferOutput<
  v.ObjectSchema<typeof moduleBaseEntries, undefined>
> {
  model: 'ContainerModule';
  layout: ContainerLayoutIndex;
  columns: ContainerColumn[];
}

/** spec 3: the layouts as select options, labelled by their split (`blockFields.option.layout0`...). */
export const containerLayoutOptions = containerLayoutIndexes.map((value) => ({
  value,
  label: `blockFields.option.layout${value}` as const,
}));

/** A section slug (the slot a page asks for): starts with a letter or digit. */
export const sectionSlugSchema = v.optional(
  v.nullable(
    v.pipe(
      boundedString(moduleFieldLimits.identifier),
      v.trim(),
      v.regex(/^[a-z0-9][a-z0-9_-]*$/i, m.anchor),
    ),
  ),
  null,
);
