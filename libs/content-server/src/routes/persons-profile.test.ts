import { describe, expect, it } from 'vitest';
import type { ImageFields } from '../media/load-images';
import { portraitFields, publicWebsite } from './persons-profile';

const image: ImageFields = {
  image: 3,
  image_url: '/media/originals/demo-3.jpg',
  alt: 'Study in blue',
  width: 1600,
  height: 1000,
  thumbs: [{ url: '/media/derivatives/demo-3-horizontal.webp', width: 1240 }],
  crops: { vertical: '/media/derivatives/demo-3-vertical.webp', horizontal: '/media/derivatives/demo-3-horizontal.webp' },
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
    expect(portraitFields({ ...image, crops: {} })).toMatchObject({ image_url: '/media/originals/demo-3.jpg', width: 1600, height: 1000 });
    expect(portraitFields(undefined)).toEqual({ image: null, image_url: null, alt: '', width: null, height: null, thumbs: [] });
  });
});

describe('publicWebsite', () => {
  it('answers http and https addresses only', () => {
    expect(publicWebsite('https://portfolio.aula.example/anna-becker-1')).toBe('https://portfolio.aula.example/anna-becker-1');
    expect(publicWebsite(' http://aula.example/a ')).toBe('http://aula.example/a');
    for (const stored of [null, '', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'mailto:a@aula.example', 'aula.example']) {
      expect(publicWebsite(stored)).toBeNull();
    }
  });
});
