import type { MessageKey } from '@aula/i18n';
import * as v from 'valibot';
import type { BlockFields } from './block-field';
import { moduleBaseEntries } from './module-base';

/** The save rule of a block: one entry per field, the field's `schema`. */
export type BlockInputSchema<F extends BlockFields> = v.ObjectSchema<
  { [K in keyof F]: F[K]['schema'] },
  undefined
>;

/** A new block's values: one per field, the field's `default`. */
export type BlockDefaults<F extends BlockFields> = { -readonly [K in keyof F]: F[K]['default'] };

/**
 * DESIGN.md 8: everything there is to know about one block model, written once. The editor
 * generates its form from `fields`, the server validates a save with `input` and stores what
 * the field kinds say (rich text sanitized, embeds reduced to their URL, items as child
 * modules), and renderers receive what `read` parses.
 */
export interface BlockDefinition<
  M extends string = string,
  R extends v.GenericSchema = v.GenericSchema,
  F extends BlockFields = BlockFields,
> {
  model: M;
  /** i18n key of the block's name (toolbar, form title). */
  label: MessageKey;
  /** The module as the content API answers it (spec 3). */
  read: R;
  /** The editor fields in form order, by input key. */
  fields: F;
  /** What the server applies on save (spec 5 rules and bounds). */
  input: BlockInputSchema<F>;
  /** The values of a new block. */
  defaults: BlockDefaults<F>;
}

/** The read schema of model `M`: the base fields every module carries plus `entries`. */
export type ModuleReadSchema<M extends string, E extends v.ObjectEntries> = v.ObjectSchema<
  typeof moduleBaseEntries & { model: v.LiteralSchema<M, undefined> } & E,
  undefined
>;

/** A definition from a read schema that is already built (the recursive container). */
export function defineBlockWithReadSchema<
  const M extends string,
  R extends v.GenericSchema,
  const F extends BlockFields,
>(model: M, definition: { label: MessageKey; read: R; fields: F }): BlockDefinition<M, R, F> {
  const { label, read, fields } = definition;
  const entries = Object.entries(fields);
  const input = v.object(
    Object.fromEntries(entries.map(([key, field]) => [key, field.schema])),
  ) as BlockInputSchema<F>;
  const defaults = Object.fromEntries(
    entries.map(([key, field]) => [key, field.default]),
  ) as BlockDefaults<F>;
  return { model, label, read, fields, input, defaults };
}

/** A block definition; `read` lists the fields the content API adds to the base fields. */
export function defineBlock<
  const M extends string,
  const E extends v.ObjectEntries,
  const F extends BlockFields,
>(
  model: M,
  definition: { label: MessageKey; read: E; fields: F },
): BlockDefinition<M, ModuleReadSchema<M, E>, F> {
  const read = v.object({
    ...moduleBaseEntries,
    model: v.literal(model),
    ...definition.read,
  }) as ModuleReadSchema<M, E>;
  return defineBlockWithReadSchema(model, {
    label: definition.label,
    read,
    fields: definition.fields,
  });
}
