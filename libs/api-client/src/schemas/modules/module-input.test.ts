import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockModels } from './block-definitions';
import { moduleInputSchema, moduleInputSchemas } from './module-input';

describe('moduleInputSchema (spec 7 module writes)', () => {
  it('has a form schema for every block model', () => {
    expect(Object.keys(moduleInputSchemas).sort()).toEqual([...blockModels].sort());
  });

  it('parses a container create with its placement defaults', () => {
    const parsed = v.parse(moduleInputSchema, {
      model: 'ContainerModule',
      layout: 0,
      slug: 'home-intro',
      content_type: 'page',
    });
    expect(parsed).toMatchObject({
      model: 'ContainerModule',
      parent: null,
      object_id: null,
      column: 0,
      slug: 'home-intro',
    });
  });

  it('applies the model rules to a write', () => {
    expect(
      v.safeParse(moduleInputSchema, {
        model: 'HeadlineModule',
        parent: 1,
        headline_level: 2,
        content: 'x',
        version: 3,
      }).success,
    ).toBe(true);
    expect(
      v.safeParse(moduleInputSchema, {
        model: 'HeadlineModule',
        parent: 1,
        headline_level: 2,
        content: '',
      }).success,
    ).toBe(false);
    expect(
      v.safeParse(moduleInputSchema, {
        model: 'NewsListModule',
        children: [1, 2],
        headline: 'News',
      }).success,
    ).toBe(true);
    expect(
      v.safeParse(moduleInputSchema, { model: 'NewsListModule', children: ['x'] }).success,
    ).toBe(false);
    expect(v.safeParse(moduleInputSchema, { model: 'Unknown' }).success).toBe(false);
  });
});
