import { describe, expect, it } from 'vitest';
import { PlainImage } from './image-component';
import { PlainLink } from './link-component';
import { renderOptions } from './render-options';

describe('renderOptions', () => {
  it('defaults to German, visitor mode, plain elements and no block wrapper', () => {
    expect(renderOptions()).toEqual({
      locale: 'de',
      editMode: false,
      imageComponent: PlainImage,
      linkComponent: PlainLink,
      wrapBlock: null,
      hyphenate: expect.any(Function),
    });
    expect(renderOptions().hyphenate('Kommunikationsdesign')).toBe('Kommunikationsdesign');
  });

  it('keeps what the host passes', () => {
    expect(renderOptions({ locale: 'en', editMode: true })).toMatchObject({
      locale: 'en',
      editMode: true,
      linkComponent: PlainLink,
    });
    expect(renderOptions({ hyphenate: (text) => text.toUpperCase() }).hyphenate('a')).toBe('A');
  });
});
