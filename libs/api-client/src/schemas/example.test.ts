import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/module-fixtures';
import { exampleInputSchema, examplePageSchema, exampleSchema } from './example';

describe('example entry (spec 7 /api/example/)', () => {
  const entry = { id: 1, title: 'Beispiel', text: 'Ein Text.', order: 0, version: 1 };

  it('reads an entry and a page of entries', () => {
    expect(v.parse(exampleSchema, entry)).toEqual(entry);
    expect(
      v.parse(examplePageSchema, { count: 1, next: null, previous: null, results: [entry] })
        .results,
    ).toHaveLength(1);
    expect(v.safeParse(exampleSchema, { ...entry, version: 0 }).success).toBe(false);
    expect(v.safeParse(exampleSchema, { ...entry, order: -1 }).success).toBe(false);
  });

  it('accepts a write with a title, trims it and defaults the text', () => {
    expect(v.parse(exampleInputSchema, { title: '  Titel ' })).toEqual({
      title: 'Titel',
      text: '',
    });
    expect(issueKeys(exampleInputSchema, { title: 'T', text: 'x', order: 3, version: 2 })).toEqual(
      [],
    );
  });

  it('names each wrong field by its message key', () => {
    expect(issueKeys(exampleInputSchema, {})).toEqual(['validation.required']);
    expect(issueKeys(exampleInputSchema, { title: '   ' })).toEqual(['validation.required']);
    expect(issueKeys(exampleInputSchema, { title: 'x'.repeat(201) })).toEqual([
      'validation.tooLong',
    ]);
    expect(issueKeys(exampleInputSchema, { title: 'T', text: 'x'.repeat(2001) })).toEqual([
      'validation.tooLong',
    ]);
    expect(issueKeys(exampleInputSchema, { title: 'T', order: 1.5 })).toEqual([
      'validation.option',
    ]);
    expect(issueKeys(exampleInputSchema, { title: 'T', version: 0 })).toEqual([
      'validation.option',
    ]);
    expect(issueKeys(exampleInputSchema, { title: 'T', order: '1' })).toEqual([
      'validation.required',
    ]);
  });
});
