import { describe, expect, it } from 'vitest';
import type { ImageFields } from './load-images';
import { portraitFields } from './portrait-fields';

const image: ImageFields = {
  image: 3,
  image_url: '/media/originals/demo-3.jpg',
  alt: 'Study in blue',
  caption: '',
  width: 1600,
  height: 1000,
  thumbs: [{ url: '/media/derivatives/demo-3-horizontal.webp', width: 1240 }],
  crops: {
    vertical: '/media/derivatives/demo-3-vertical.webp',
    horizontal: '/media/derivatives/demo-3-horizontal.webp',
  },
};

describe('portraitFields', () => {
  it('answers the vertical crop (400x500) as the portrait', () => {
    expect(portraitFields(image)).toEqual({
      image: 3,
      image_url: '/media/derivatives/demo-3-vertical.webp',
      alt: 'Study in blue',
      width: 400,
      height: 500,
      thumbs: [{ url: '/media/derivatives/demo-3-vertical.webp', width: 400 }],
    });
  });

  it('answers an image without crops as it is, and no image as none', () => {
    expect(portraitFields({ ...image, crops: {} })).toMatchObject({
      image_url: '/media/originals/demo-3.jpg',
      width: 1600,
      height: 1000,
    });
    expect(portraitFields(undefined)).toEqual({
      image: null,
      image_url: null,
      alt: '',
      width: null,
      height: null,
      thumbs: [],
    });
  });
});
