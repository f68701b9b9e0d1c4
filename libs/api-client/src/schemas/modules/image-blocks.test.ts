import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { baseFields, imageFields, issueKeys } from '../../testing/module-fixtures';
import { fullTeaserModuleInputSchema, fullTeaserModuleSchema } from './full-teaser-module';
import { imageAliases } from './image-fields';
import { imageItemModuleInputSchema, imageItemModuleSchema } from './image-item-module';
import { imageListModuleInputSchema } from './image-list-module';
import { imageModuleInputSchema, imageModuleSchema } from './image-module';
import { teaserItemModuleInputSchema, teaserItemModuleSchema } from './teaser-item-module';
import { teaserListModuleInputSchema } from './teaser-list-module';

describe('image (spec 5)', () => {
  it('has the aliases vertical 400x500 and horizontal 1240x700', () => {
    expect(imageAliases).toEqual({
      vertical: { width: 400, height: 500 },
      horizontal: { width: 1240, height: 700 },
    });
  });

  it('requires an image and a known alias', () => {
    expect(issueKeys(imageModuleInputSchema, { image: 3, alias: 'vertical' })).toEqual([]);
    expect(v.parse(imageModuleInputSchema, { image: 3 }).alias).toBe('horizontal');
    expect(issueKeys(imageModuleInputSchema, { alias: 'vertical' })).toEqual([
      'validation.required',
    ]);
    expect(issueKeys(imageModuleInputSchema, { image: 3, alias: 'square' })).toEqual([
      'validation.option',
    ]);
  });

  it('image items require an image', () => {
    expect(issueKeys(imageItemModuleInputSchema, { image: 1, title: 'a' })).toEqual([]);
    expect(issueKeys(imageItemModuleInputSchema, { image: null })).toEqual(['validation.required']);
  });

  it('reads the same image fields on every image block', () => {
    const base = baseFields();
    expect(
      v.parse(imageModuleSchema, {
        ...base,
        model: 'ImageModule',
        alias: 'vertical',
        ...imageFields,
        link: '',
        description: '',
        anchor: '',
      }).thumbs,
    ).toHaveLength(1);
    expect(
      v.parse(imageItemModuleSchema, {
        ...base,
        model: 'ImageItemModule',
        ...imageFields,
        link: '',
        link_url: '',
        title: '',
        description: '',
      }).alt,
    ).toBe('A studio');
    const teaser = {
      ...base,
      ...imageFields,
      link: '',
      link_url: '',
      link_text: '',
      preline: '',
      headline: 'h',
      text: '',
    };
    expect(
      v.parse(teaserItemModuleSchema, { ...teaser, model: 'TeaserItemModule', subline: '' })
        .image_url,
    ).toBe(imageFields.image_url);
    expect(
      v.parse(fullTeaserModuleSchema, {
        ...teaser,
        model: 'FullTeaserModule',
        extra_class: '',
        anchor: '',
      }).width,
    ).toBe(1240);
  });
});

describe('teasers (spec 5)', () => {
  it('full teaser requires a headline and allows at most 256 characters of text', () => {
    expect(
      issueKeys(fullTeaserModuleInputSchema, { headline: 'h', text: 'a'.repeat(256) }),
    ).toEqual([]);
    expect(
      issueKeys(fullTeaserModuleInputSchema, { headline: 'h', text: 'a'.repeat(257) }),
    ).toEqual(['validation.tooLong']);
    expect(issueKeys(fullTeaserModuleInputSchema, { headline: '' })).toEqual([
      'validation.required',
    ]);
  });

  it('teaser items require a headline', () => {
    expect(issueKeys(teaserItemModuleInputSchema, { headline: 'h', link: '/de/news' })).toEqual([]);
    expect(issueKeys(teaserItemModuleInputSchema, { link: '/de/news' })).toEqual([
      'validation.required',
    ]);
  });

  it('teaser list offers grid, slider and standard', () => {
    expect(
      issueKeys(teaserListModuleInputSchema, {
        extra_class: 'slider',
        children: [{ headline: 'h' }],
      }),
    ).toEqual([]);
    expect(
      issueKeys(teaserListModuleInputSchema, { extra_class: 'carousel', children: [] }),
    ).toEqual(['validation.option']);
  });

  it('image list offers small, fullwidth and standard', () => {
    expect(
      issueKeys(imageListModuleInputSchema, { extra_class: 'fullwidth', children: [{ image: 1 }] }),
    ).toEqual([]);
    expect(issueKeys(imageListModuleInputSchema, { extra_class: 'grid', children: [] })).toEqual([
      'validation.option',
    ]);
  });
});
