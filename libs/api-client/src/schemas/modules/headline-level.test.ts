import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../field-errors';
import { sectionSaveInputSchema } from '../section-save';
import { headlineLevelSetOf, isNarrowColumn } from './headline-level';
import { placedBlock } from './placed-block';

const headline = (level: number, column: number) => ({
  model: 'HeadlineModule',
  headline_level: level,
  content: 'Titel',
  column,
});

/** spec 5: headline levels 2 to 6 (base set), 2 to 4 (secondary set: narrow columns). */
describe('the secondary headline set', () => {
  it('applies to columns of at most a third of the grid', () => {
    expect(
      [0, 1, 2, 3, 4, 5].map((layout) =>
        [0, 1, 2].map((column) => headlineLevelSetOf(layout, column)),
      ),
    ).toEqual([
      ['base', 'base', 'base'],
      ['base', 'secondary', 'base'],
      ['secondary', 'base', 'base'],
      ['base', 'base', 'base'],
      ['secondary', 'secondary', 'secondary'],
      ['secondary', 'base', 'secondary'],
    ]);
    expect(isNarrowColumn(0, 5)).toBe(false);
  });

  it('gives the form of a narrow column levels 2 to 4 and its rule the secondary message', () => {
    const narrow = placedBlock('HeadlineModule', { layout: 4, column: 1 });
    expect(narrow.fields['headline_level']).toMatchObject({
      options: [{ value: 2 }, { value: 3 }, { value: 4 }],
    });
    expect(
      v.safeParse(narrow.input, { headline_level: 5, content: 'Titel' }).issues?.[0]?.message,
    ).toBe('validation.headlineLevelSecondary');
    expect(v.safeParse(narrow.input, { headline_level: 4, content: 'Titel' }).success).toBe(true);
    const wide = placedBlock('HeadlineModule', { layout: 0, column: 0 });
    expect(v.safeParse(wide.input, { headline_level: 6, content: 'Titel' }).success).toBe(true);
    expect(placedBlock('TextModule', { layout: 4, column: 0 })).toBe(placedBlock('TextModule'));
  });

  it('refuses a section save with a deeper headline in a narrow column, at that block', () => {
    const save = (layout: number, blocks: unknown[]) =>
      v.safeParse(sectionSaveInputSchema, { version: 1, layout, blocks });
    expect(save(0, [headline(6, 0)]).success).toBe(true);
    expect(save(3, [headline(6, 1)]).success).toBe(true);
    const refused = save(1, [headline(6, 0), headline(5, 1), headline(4, 1)]);
    expect(refused.success).toBe(false);
    expect(issuesToFieldErrors(refused.issues ?? [])).toEqual({
      'blocks.1.headline_level': ['validation.headlineLevelSecondary'],
    });
  });
});
