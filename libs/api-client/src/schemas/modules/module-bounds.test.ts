import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueKeys } from '../../testing/module-fixtures';
import { blockDefinitions } from './block-definitions';
import { moduleFieldLimits } from './field-rules';
import { moduleInputSchema } from './module-input';

const write = (body: Record<string, unknown>) => v.safeParse(moduleInputSchema, body);
const text = { model: 'TextModule', parent: 1, content: '<p>a</p>' };

describe('module write bounds (spec 5)', () => {
  it('keeps ids, columns, positions and versions within PostgreSQL integers', () => {
    expect(write(text).success).toBe(true);
    expect(write({ ...text, column: 2, position: 10_000, version: 2_147_483_647 }).success).toBe(
      true,
    );
    for (const placement of [
      { column: 99_999_999_999 },
      { column: 3 },
      { column: -1 },
      { position: 2_147_483_648 },
      { position: 1.5 },
      { version: 2_147_483_648 },
      { parent: 2_147_483_648 },
      { object_id: 0 },
    ]) {
      expect(write({ ...text, ...placement }).success, JSON.stringify(placement)).toBe(false);
    }
    expect(
      issueKeys(moduleInputSchema, {
        model: 'ImageModule',
        parent: 1,
        image: 2_147_483_648,
        alias: 'vertical',
      }),
    ).toEqual(['validation.required']);
  });

  it('rejects lone surrogates and NUL characters in every text', () => {
    expect(issueKeys(moduleInputSchema, { ...text, content: '\ud800' })).toEqual([
      'validation.invalidText',
    ]);
    expect(issueKeys(moduleInputSchema, { ...text, content: 'a\udc00b' })).toEqual([
      'validation.invalidText',
    ]);
    expect(issueKeys(moduleInputSchema, { ...text, anchor: 'a\u0000' })).toContain(
      'validation.invalidText',
    );
    expect(issueKeys(moduleInputSchema, { ...text, slug: '\ud800' })).toEqual([
      'validation.invalidText',
    ]);
    // A surrogate pair (an emoji) is text like any other.
    expect(write({ ...text, content: '<p>Kunst 🎨</p>' }).success).toBe(true);
  });

  it('caps the length of every text', () => {
    expect(
      issueKeys(moduleInputSchema, {
        model: 'HeadlineModule',
        headline_level: 2,
        content: 'x'.repeat(moduleFieldLimits.shortText + 1),
      }),
    ).toEqual(['validation.tooLong']);
    expect(
      issueKeys(moduleInputSchema, {
        ...text,
        content: 'x'.repeat(moduleFieldLimits.richText + 1),
      }),
    ).toEqual(['validation.tooLong']);
    expect(
      issueKeys(moduleInputSchema, {
        model: 'LinkModule',
        content: 'x',
        link: `/${'a'.repeat(moduleFieldLimits.link)}`,
      }),
    ).toEqual(['validation.tooLong']);
    expect(
      issueKeys(moduleInputSchema, {
        model: 'AudioModule',
        embed: `https://open.spotify.com/${'a'.repeat(moduleFieldLimits.embed)}`,
      }),
    ).toEqual(['validation.tooLong']);
  });

  it('caps the number of items and entries (no 20,000 FAQ items)', () => {
    const items = (count: number) => Array.from({ length: count }, () => ({ content: '<p>a</p>' }));
    expect(
      write({
        model: 'FAQModule',
        children: items(blockDefinitions.FAQModule.fields.children.maxItems),
      }).success,
    ).toBe(true);
    expect(issueKeys(moduleInputSchema, { model: 'FAQModule', children: items(20_000) })).toEqual([
      'validation.tooMany',
    ]);
    expect(
      issueKeys(moduleInputSchema, {
        model: 'NewsListModule',
        children: Array.from({ length: 101 }, (_, index) => index + 1),
      }),
    ).toEqual(['validation.tooMany']);
    expect(write({ model: 'NewsListModule', children: [2_147_483_648] }).success).toBe(false);
  });
});
