import { isMessageKey, t } from '@aula/i18n';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BlockField, BlockFieldKind, BlockFields } from './block-field';
import {
  blockDefinition,
  blockDefinitions,
  blockFieldsOfKind,
  blockModels,
  type AnyModule,
  type BlockModel,
  type ModuleOf,
} from './block-definitions';
import type { HeadlineLevel } from './headline-level';
import { moduleInputSchemas } from './module-input';

const definitions = blockModels.map((model) => blockDefinitions[model]);
const fieldsOf = (model: BlockModel): [string, BlockField][] =>
  Object.entries(blockDefinitions[model].fields as BlockFields);

/** The keys of the read model a field reaches the renderer under. */
function readKeys(key: string, field: BlockField): string[] {
  if (field.kind === 'embed') return ['embed_url', 'platform'];
  if (field.kind === 'image') return [key, 'image_url', 'alt', 'thumbs'];
  return [key];
}

describe('block definitions (DESIGN.md 8)', () => {
  it('are the 19 blocks of spec 3 plus the container and the item models, each under its model', () => {
    expect(blockModels).toHaveLength(23);
    for (const model of blockModels) expect(blockDefinitions[model].model).toBe(model);
    expect(Object.keys(moduleInputSchemas)).toEqual(blockModels);
    expect(blockDefinition('MarqueeModule')).toBeUndefined();
    expect(blockDefinition('toString')).toBeUndefined();
  });

  it('name every block, field, help text and option with a text in both languages', () => {
    const keys = definitions.flatMap((definition) => [
      definition.label,
      ...Object.values(definition.fields as BlockFields).flatMap((field) => [
        field.label,
        ...(field.help ? [field.help] : []),
        ...(field.kind === 'select' ? field.options.map((option) => option.label) : []),
      ]),
    ]);
    for (const key of keys) {
      expect(isMessageKey(key), key).toBe(true);
      expect(t('de', key)).not.toBe('');
      expect(t('en', key)).not.toBe('');
    }
  });

  it('bring every field to the renderer: each field has its place in the read model', () => {
    for (const model of blockModels) {
      const read = blockDefinitions[model].read as unknown as v.ObjectSchema<
        v.ObjectEntries,
        undefined
      >;
      for (const [key, field] of fieldsOf(model)) {
        for (const readKey of readKeys(key, field))
          expect(Object.keys(read.entries), `${model}.${key} -> ${readKey}`).toContain(readKey);
      }
    }
  });

  it('give a new block defaults that only lack what the editor must fill in', () => {
    for (const definition of definitions) {
      const result = v.safeParse(definition.input as v.GenericSchema, definition.defaults);
      const messages = result.success ? [] : result.issues.map((issue) => issue.message);
      expect(
        messages.every((message) => message === 'validation.required'),
        definition.model,
      ).toBe(true);
      const required = Object.values(definition.fields as BlockFields).filter(
        (field) => field.required && field.kind !== 'select',
      );
      expect(messages.length, definition.model).toBe(required.length);
    }
  });

  it('describe what a form needs for each kind', () => {
    const [[, embed] = []] = blockFieldsOfKind('AudioModule', 'embed');
    expect(embed).toMatchObject({
      allowList: 'audio',
      hosts: ['spotify.com', 'soundcloud.com', 'bandcamp.com', 'podigee.io'],
      required: true,
    });
    expect(blockDefinitions.FAQModule.fields.children).toMatchObject({
      kind: 'children',
      model: 'FAQItemModule',
      maxItems: 100,
    });
    expect(blockDefinitions.NewsListModule.fields.children).toMatchObject({
      kind: 'entityReference',
      entity: 'news',
    });
    expect(blockDefinitions.LinkModule.fields.link).toMatchObject({
      kind: 'link',
      required: true,
      newWindowField: 'open_new_window',
    });
    expect(blockDefinitions.ImageModule.fields.image).toMatchObject({
      kind: 'image',
      aliasField: 'alias',
      aliases: ['vertical', 'horizontal'],
    });
    expect(
      blockDefinitions.HeadlineModule.fields.headline_level.options.map((option) => option.value),
    ).toEqual([2, 3, 4, 5, 6]);
    expect(blockDefinitions.FullTeaserModule.fields.text).toMatchObject({
      kind: 'text',
      maxLength: 256,
      multiline: true,
    });
    expect(blockFieldsOfKind('TextModule', 'richText').map(([key]) => key)).toEqual(['content']);
    expect(blockFieldsOfKind('UnknownModule', 'richText')).toEqual([]);
    const kinds = new Set(
      definitions.flatMap((definition) =>
        Object.values(definition.fields as BlockFields).map((field) => field.kind),
      ),
    );
    expect([...kinds].sort()).toEqual(
      (
        [
          'anchor',
          'boolean',
          'children',
          'embed',
          'entityReference',
          'image',
          'link',
          'richText',
          'select',
          'text',
        ] satisfies BlockFieldKind[]
      ).sort(),
    );
    // Every inline item model is itself a defined block.
    for (const model of blockModels)
      for (const [, field] of blockFieldsOfKind(model, 'children'))
        expect(blockModels).toContain(field.model);
  });

  it('are typed: models, read models, fields and defaults', () => {
    expectTypeOf<BlockModel>().toEqualTypeOf<AnyModule['model']>();
    expectTypeOf<ModuleOf<'HeadlineModule'>['headline_level']>().toEqualTypeOf<HeadlineLevel>();
    expectTypeOf(blockDefinitions.HeadlineModule.fields.content.kind).toEqualTypeOf<'text'>();
    expectTypeOf(blockDefinitions.FAQModule.fields.children.model).toEqualTypeOf<'FAQItemModule'>();
    expectTypeOf(
      blockDefinitions.HeadlineModule.defaults.headline_level,
    ).toEqualTypeOf<HeadlineLevel>();
    expectTypeOf<
      v.InferOutput<typeof blockDefinitions.TeaserListModule.input>['extra_class']
    >().toEqualTypeOf<'grid' | 'slider' | 'standard'>();
    expectTypeOf<
      v.InferOutput<typeof blockDefinitions.NewsListModule.input>['children']
    >().toEqualTypeOf<number[]>();
    expectTypeOf<'MarqueeModule'>().not.toExtend<BlockModel>();
  });
});
