import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from './field-errors';
import { pageSettingsInputSchema, pageSettingsLimits, pageSettingsSchema } from './page-settings';

const valid = {
  title: ' Leitbild ',
  headline: 'Unser Leitbild',
  is_online: true,
  in_menu: true,
  in_footer: false,
  version: 3,
};
const errorsOf = (input: unknown) => {
  const result = v.safeParse(pageSettingsInputSchema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
};

describe('pageSettingsInputSchema (spec 3/4)', () => {
  it('trims the texts and defaults the optional ones', () => {
    expect(v.parse(pageSettingsInputSchema, valid)).toEqual({
      ...valid,
      title: 'Leitbild',
      meta_title: '',
      meta_description: '',
      og_title: '',
      og_description: '',
      og_image: null,
    });
  });

  it('requires title, headline, the flags and the version', () => {
    expect(errorsOf({ title: ' ', headline: '' })).toEqual({
      title: ['validation.required'],
      headline: ['validation.required'],
      is_online: ['validation.required'],
      in_menu: ['validation.required'],
      in_footer: ['validation.required'],
      version: ['validation.required'],
    });
  });

  it('bounds the texts', () => {
    const long = (field: keyof typeof pageSettingsLimits) =>
      'x'.repeat(pageSettingsLimits[field] + 1);
    expect(pageSettingsLimits.meta_description).toBe(300);
    expect(
      errorsOf({
        ...valid,
        title: long('title'),
        meta_description: long('meta_description'),
        og_description: long('og_description'),
      }),
    ).toEqual({
      title: ['validation.tooLong'],
      meta_description: ['validation.tooLong'],
      og_description: ['validation.tooLong'],
    });
    expect(errorsOf({ ...valid, meta_description: 'x'.repeat(300) })).toEqual({});
  });

  it('takes an og image as a media id or null, and a positive whole version', () => {
    expect(v.parse(pageSettingsInputSchema, { ...valid, og_image: 4 }).og_image).toBe(4);
    expect(errorsOf({ ...valid, og_image: 'x' })).toHaveProperty('og_image');
    expect(errorsOf({ ...valid, version: 0 })).toEqual({ version: ['validation.option'] });
    expect(errorsOf({ ...valid, is_online: 'yes' })).toHaveProperty('is_online');
  });
});

describe('pageSettingsSchema', () => {
  it('reads a page with its version and revision id', () => {
    const page = {
      id: 2,
      urls: { de: '/de/hochschule', en: '/en/university' },
      content_type: 'pageeditor.page',
      title: 'Hochschule',
      headline: 'Hochschule',
      meta_title: '',
      meta_description: '',
      og_title: '',
      og_description: '',
      og_image: null,
      modules: [],
      settings_url: '/admin/pageeditor/page/2/change/',
    };
    expect(v.parse(pageSettingsSchema, { ...page, version: 4, version_id: 12 })).toMatchObject({
      is_online: true,
      version: 4,
      version_id: 12,
    });
    expect(
      v.parse(pageSettingsSchema, { ...page, version: 1, version_id: null }).version_id,
    ).toBeNull();
    expect(v.is(pageSettingsSchema, page)).toBe(false);
  });
});
