import { describe, expect, it } from 'vitest';
import { issueKeys } from '../../testing/module-fixtures';
import { faqItemModuleInputSchema } from './faq-item-module';
import { faqModuleInputSchema } from './faq-module';
import { headlineLevelSchema, secondaryHeadlineLevelSchema } from './headline-level';
import { headlineModuleInputSchema } from './headline-module';
import { infoboxItemModuleInputSchema } from './infobox-item-module';
import { linkModuleInputSchema } from './link-module';
import { quoteModuleInputSchema } from './quote-module';
import { textModuleInputSchema } from './text-module';

describe('headline (spec 5)', () => {
  it('requires content and accepts levels 2 to 6', () => {
    expect(issueKeys(headlineModuleInputSchema, { headline_level: 2, content: 'Studium' })).toEqual(
      [],
    );
    expect(
      issueKeys(headlineModuleInputSchema, {
        headline_level: 6,
        content: 'x',
        extra_class: 'zentriert',
      }),
    ).toEqual([]);
    expect(issueKeys(headlineModuleInputSchema, { headline_level: 2, content: '  ' })).toEqual([
      'validation.required',
    ]);
    expect(issueKeys(headlineModuleInputSchema, { headline_level: 1, content: 'x' })).toEqual([
      'validation.headlineLevel',
    ]);
    expect(issueKeys(headlineModuleInputSchema, { headline_level: 7, content: 'x' })).toEqual([
      'validation.headlineLevel',
    ]);
  });

  it('offers the extra classes links and zentriert only', () => {
    expect(
      issueKeys(headlineModuleInputSchema, {
        headline_level: 3,
        content: 'x',
        extra_class: 'rechts',
      }),
    ).toEqual(['validation.option']);
  });

  it('has a secondary level set of 2 to 4', () => {
    expect(issueKeys(headlineLevelSchema, 5)).toEqual([]);
    expect(issueKeys(secondaryHeadlineLevelSchema, 4)).toEqual([]);
    expect(issueKeys(secondaryHeadlineLevelSchema, 5)).toEqual([
      'validation.headlineLevelSecondary',
    ]);
    expect(issueKeys(secondaryHeadlineLevelSchema, 1)).toEqual([
      'validation.headlineLevelSecondary',
    ]);
  });
});

describe('link (spec 5)', () => {
  it('requires link text and link', () => {
    expect(
      issueKeys(linkModuleInputSchema, { content: 'Mehr', link: 'https://example.org' }),
    ).toEqual([]);
    expect(issueKeys(linkModuleInputSchema, { content: 'Mehr', link: '/de/studium' })).toEqual([]);
    expect(
      issueKeys(linkModuleInputSchema, { content: 'Mail', link: 'mailto:info@example.org' }),
    ).toEqual([]);
    expect(issueKeys(linkModuleInputSchema, { content: '', link: '/de' })).toEqual([
      'validation.required',
    ]);
    expect(issueKeys(linkModuleInputSchema, { content: 'Mehr', link: '' })).toEqual([
      'validation.required',
    ]);
  });

  it('rejects other link schemes and anchors with spaces', () => {
    expect(issueKeys(linkModuleInputSchema, { content: 'x', link: 'javascript:alert(1)' })).toEqual(
      ['validation.link'],
    );
    expect(issueKeys(linkModuleInputSchema, { content: 'x', link: '/de', anchor: 'a b' })).toEqual([
      'validation.anchor',
    ]);
  });
});

describe('required rich texts', () => {
  it.each([
    ['text', textModuleInputSchema, { content: '<p>a</p>' }],
    ['quote', quoteModuleInputSchema, { content: 'Kunst', author: 'A' }],
    ['faq item', faqItemModuleInputSchema, { content: '<p>a</p>' }],
    ['infobox item', infoboxItemModuleInputSchema, { content: 'a', preline: 'b' }],
  ] as const)('%s requires content', (_name, schema, valid) => {
    expect(issueKeys(schema, valid)).toEqual([]);
    expect(issueKeys(schema, { ...valid, content: '' })).toEqual(['validation.required']);
  });

  it('an FAQ checks each of its items', () => {
    expect(issueKeys(faqModuleInputSchema, { children: [{ content: 'a' }] })).toEqual([]);
    expect(
      issueKeys(faqModuleInputSchema, { children: [{ content: 'a' }, { content: '' }] }),
    ).toEqual(['validation.required']);
  });
});
