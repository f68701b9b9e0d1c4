import * as v from 'valibot';
import {
  blockDefinitions,
  blockModels,
  type BlockDefinitions,
  type BlockModel,
} from './block-definitions';
import { moduleWriteEntries } from './module-base';

/** The save rule of model `M` (its form fields only). */
export type ModuleInputSchemaOf<M extends BlockModel> = BlockDefinitions[M]['input'];

/** The editor form schema of every block model (spec 5 rules), keyed by model. */
export const moduleInputSchemas = Object.fromEntries(
  blockModels.map((model) => [model, blockDefinitions[model].input]),
) as {
  [M in BlockModel]: ModuleInputSchemaOf<M>;
};

type PlacementSchema = v.ObjectSchema<typeof moduleWriteEntries, undefined>;
type Placement<Kind extends 'input' | 'output'> = Kind extends 'input'
  ? v.InferInput<PlacementSchema>
  : v.InferOutput<PlacementSchema>;
type Form<M extends BlockModel, Kind extends 'input' | 'output'> = Kind extends 'input'
  ? v.InferInput<ModuleInputSchemaOf<M>>
  : v.InferOutput<ModuleInputSchemaOf<M>>;
/** A write of model `M`: placement fields, `model` and the model's form fields (which win). */
type WriteOf<M extends BlockModel, Kind extends 'input' | 'output'> = Omit<
  Placement<Kind>,
  keyof Form<M, Kind>
> &
  Form<M, Kind> & { model: M };

/** What a module write sends (before parsing: defaults may be left out). */
export type ModuleWriteInput = { [M in BlockModel]: WriteOf<M, 'input'> }[BlockModel];
/** A module write after parsing (defaults filled in, texts trimmed). */
export type ModuleWrite = { [M in BlockModel]: WriteOf<M, 'output'> }[BlockModel];

/**
 * spec 7: the body of a module create (POST module API) or update (POST `{id}/`): placement
 * fields, `model`, and the model's form fields. The server validates with this schema. A
 * model's own field wins over a placement field of the same name (the container's `slug`).
 */
export const moduleInputSchema: v.GenericSchema<ModuleWriteInput, ModuleWrite> = v.variant(
  'model',
  // Built from the registry at run time; its type is the per-model union above.
  blockModels.map((model) =>
    v.object({
      ...moduleWriteEntries,
      ...blockDefinitions[model].input.entries,
      model: v.literal(model),
    }),
  ),
) as unknown as v.GenericSchema<ModuleWriteInput, ModuleWrite>;
