import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { baseFields, imageFields, issueKeys } from '../../testing/module-fixtures';
import { blockModels } from './block-definitions';
import { containerLayouts, type ContainerModule } from './container-module';
import {
  containerBlock,
  containerModuleSchema,
  moduleSchema,
  type AnyModule,
} from './block-definitions';

const headline = {
  ...baseFields(3),
  model: 'HeadlineModule',
  headline_level: 2,
  preline: '',
  content: 'Studium',
  subline: '',
  anchor: '',
  extra_class: 'links',
};
const newsList = {
  ...baseFields(4),
  model: 'NewsListModule',
  headline: 'Neuigkeiten',
  children: [
    {
      id: 9,
      title: 'Preis',
      url: '/de/neuigkeiten/preis/9',
      date: '2026-01-02T10:00:00Z',
      ...imageFields,
    },
  ],
};

describe('moduleSchema', () => {
  it('reads a container whose columns nest other containers and blocks', () => {
    const inner = {
      ...baseFields(2),
      model: 'ContainerModule',
      layout: 0,
      columns: [{ classes: 'col', children: [headline] }],
    };
    const outer = {
      ...baseFields(1),
      slug: 'home-intro',
      model: 'ContainerModule',
      layout: 3,
      columns: [
        { classes: 'a', children: [inner] },
        { classes: 'b', children: [newsList] },
      ],
    };
    const parsed = v.parse(moduleSchema, outer);
    expect(parsed.model).toBe('ContainerModule');
    if (parsed.model !== 'ContainerModule') return;
    const [first] = parsed.columns;
    expect(first?.children[0]?.model).toBe('ContainerModule');
  });

  it('carries the resolved teaser data of a reference list', () => {
    const parsed = v.parse(moduleSchema, newsList);
    expect(parsed.model === 'NewsListModule' && parsed.children[0]?.title).toBe('Preis');
  });

  it('rejects an unknown model, a layout outside 0-5 and a missing version', () => {
    expect(v.safeParse(moduleSchema, { ...headline, model: 'MarqueeModule' }).success).toBe(false);
    expect(
      v.safeParse(containerModuleSchema, {
        ...baseFields(),
        model: 'ContainerModule',
        layout: 6,
        columns: [],
      }).success,
    ).toBe(false);
    expect(v.safeParse(moduleSchema, { ...headline, version: undefined }).success).toBe(false);
  });

  it('types the container as the declared interface', () => {
    expectTypeOf<v.InferOutput<typeof containerModuleSchema>>().toEqualTypeOf<ContainerModule>();
    expectTypeOf<AnyModule['model']>().toEqualTypeOf<(typeof blockModels)[number]>();
  });
});

describe('container layouts (spec 3)', () => {
  it('lists the six splits with spans adding up to 12 columns', () => {
    expect(containerLayouts.map((layout) => layout.label)).toEqual([
      '100',
      '67-33',
      '33-67',
      '50-50',
      '33-33-33',
      '25-50-25',
    ]);
    for (const layout of containerLayouts)
      expect(layout.spans.reduce((sum: number, span) => sum + span, 0)).toBe(12);
  });

  it('the container form takes a layout index 0 to 5', () => {
    expect(issueKeys(containerBlock.input, { layout: 5, slug: 'home-intro' })).toEqual([]);
    expect(issueKeys(containerBlock.input, { layout: 6 })).toEqual(['validation.option']);
  });
});
