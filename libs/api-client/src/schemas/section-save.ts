import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { blockDefinitions, blockModels, type BlockModel } from './modules/block-definitions';
import { containerLayoutSchema } from './modules/container-module';
import { isNarrowColumn, secondaryHeadlineLevels } from './modules/headline-level';
import { moduleFieldLimits } from './modules/field-rules';
import { validationMessages as m } from './validation-messages';

/** The block models a section holds directly (every block but the container and the list items). */
export const sectionBlockModels = blockModels.filter(
  (model) => model !== 'ContainerModule' && !model.endsWith('ItemModule'),
) as Exclude<BlockModel, 'ContainerModule' | `${string}ItemModule`>[];
export type SectionBlockModel = (typeof sectionBlockModels)[number];

/** Most blocks one section may hold (spec 5: every list is bounded). */
export const maxSectionBlocks = 200;

const column = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(moduleFieldLimits.column));
const version = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(moduleFieldLimits.version),
);

/**
 * One block of a section save: an existing block by `id` (of this section) or a new one
 * without, its column, its model and its form fields (the definition's input schema, the
 * same rule the module API applies). Its position is its order among its column's blocks.
 */
export const sectionBlockInputSchema = v.variant(
  'model',
  sectionBlockModels.map((model) =>
    v.object({
      ...blockDefinitions[model].input.entries,
      id: v.optional(entityIdSchema),
      column: v.optional(column, 0),
      model: v.literal(model),
    }),
  ),
  m.option,
);

/**
 * DESIGN.md 8 (saving per section): the body of `POST /{locale}/pageeditor-api/container/{id}/`:
 * the container's layout, its blocks in order (each with its column) and the container
 * `version` the editor started from. Field errors of a 400 are keyed `blocks.<index>.<field>`.
 */
export const sectionSaveInputSchema = v.pipe(
  v.object({
    version,
    layout: containerLayoutSchema,
    blocks: v.pipe(v.array(sectionBlockInputSchema), v.maxLength(maxSectionBlocks, m.tooLong)),
  }),
  // spec 5: a Headline in a narrow column takes the secondary set (levels 2 to 4): the rule of `placedBlock`.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { layout, blocks } = dataset.value;
    blocks.forEach((block, index) => {
      if (block.model !== 'HeadlineModule' || !isNarrowColumn(layout, block.column)) return;
      // The variant's output does not narrow on `model`; a Headline's level passed the base set already.
      const level = (block as { headline_level?: unknown }).headline_level;
      if ((secondaryHeadlineLevels as readonly unknown[]).includes(level)) return;
      addIssue({
        message: m.headlineLevelSecondary,
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'blocks', value: blocks },
          { type: 'array', origin: 'value', input: blocks, key: index, value: block },
          { type: 'object', origin: 'value', input: block, key: 'headline_level', value: level },
        ],
      });
    });
  }),
);

export type SectionSaveInput = v.InferInput<typeof sectionSaveInputSchema>;
export type SectionSave = v.InferOutput<typeof sectionSaveInputSchema>;
export type SectionBlockInput = SectionSaveInput['blocks'][number];

/** The field path of a 400 error on `field` of the block at `index` in the save's `blocks`. */
export const sectionBlockErrorPath = (index: number, field: string) => `blocks.${index}.${field}`;
