import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { boundedTextSchema, entityIdFromText, isWellFormedText, maxEntityId } from './field-types';
import { pageSettingsInputSchema } from './page-settings';
import { personFilterSchema } from './person';
import {
  moduleListQuerySchema,
  pageQuerySchema,
  personListQuerySchema,
  queryObject,
} from './query-params';

describe('shared field rules (spec 5)', () => {
  it('reads an id from text only within PostgreSQL integer range', () => {
    expect(entityIdFromText('12')).toBe(12);
    expect(entityIdFromText(String(maxEntityId))).toBe(maxEntityId);
    for (const text of [
      '2147483648',
      '0',
      '-1',
      '1e3',
      '\u0000',
      '',
      ' 1',
      '99999999999',
      null,
      undefined,
    ])
      expect(entityIdFromText(text), String(text)).toBeUndefined();
  });

  it('bounds texts: length, NUL, lone surrogates', () => {
    expect(v.is(boundedTextSchema(5), 'abc')).toBe(true);
    expect(v.is(boundedTextSchema(5), 'abcdef')).toBe(false);
    expect(v.is(boundedTextSchema(5), 'a\u0000')).toBe(false);
    expect(v.is(boundedTextSchema(5), 'a\ud800')).toBe(false);
    expect(isWellFormedText('😀')).toBe(true);
    expect(isWellFormedText('\udc00x')).toBe(false);
  });

  it('parses every query parameter of the contract before a query runs', () => {
    const query = (text: string) => queryObject(new URLSearchParams(text));
    expect(v.parse(personListQuerySchema, query('category=3&search=x'))).toEqual({
      category: 3,
      search: 'x',
    });
    expect(v.parse(personListQuerySchema, query('category='))).toEqual({ category: '' });
    for (const bad of [
      'category=2147483648',
      'category=%00',
      'category=abc',
      `search=${'x'.repeat(201)}`,
    ])
      expect(v.is(personListQuerySchema, query(bad)), bad).toBe(false);
    expect(v.is(moduleListQuerySchema, query('object_id=2147483648'))).toBe(false);
    expect(v.parse(moduleListQuerySchema, query('object_id=7&content_type=page'))).toEqual({
      object_id: 7,
      content_type: 'page',
    });
    expect(v.is(pageQuerySchema, query('version_id=2147483648'))).toBe(false);
  });

  it('reads the persons filter of a page URL only with a category id in range', () => {
    expect(v.parse(personFilterSchema, { category: '4' }).category).toBe('4');
    for (const category of ['2147483648', '\u0000', '-3', 'abc'])
      expect(v.is(personFilterSchema, { category }), category).toBe(false);
  });

  it('bounds the page settings og_image and version', () => {
    const valid = {
      title: 'T',
      headline: 'H',
      is_online: true,
      in_menu: false,
      in_footer: false,
      version: 1,
    };
    for (const og_image of [2147483648, 1e308, -1, 1.5])
      expect(v.is(pageSettingsInputSchema, { ...valid, og_image }), String(og_image)).toBe(false);
    expect(v.is(pageSettingsInputSchema, { ...valid, version: 2147483648 })).toBe(false);
    expect(v.is(pageSettingsInputSchema, { ...valid, og_image: maxEntityId })).toBe(true);
  });
});
