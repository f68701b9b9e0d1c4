import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModuleImage, srcSetOf, thumbsOfCrop } from './ModuleImage';

/** The derivatives the content server answers for one image: every crop, widest last. */
const thumbs = [
  { url: '/media/derivatives/demo-4-thumbnail.webp', width: 320 },
  { url: '/media/derivatives/demo-4-vertical.webp', width: 400 },
  { url: '/media/derivatives/demo-4-horizontal.webp', width: 1240 },
];

describe('srcset per crop', () => {
  it('offers a landscape image only the derivatives of the horizontal crop', () => {
    expect(srcSetOf(thumbs, 'horizontal')).toBe('/media/derivatives/demo-4-horizontal.webp 1240w');
  });

  it('offers a portrait only the derivatives of the vertical crop', () => {
    expect(srcSetOf(thumbs, 'vertical')).toBe('/media/derivatives/demo-4-vertical.webp 400w');
  });

  it('keeps several widths of one crop, narrowest first', () => {
    const wide = [
      { url: '/m/a-horizontal@2x.webp', width: 2480 },
      ...thumbs,
      { url: '/m/a-horizontal-620.webp', width: 620 },
    ];
    expect(srcSetOf(wide, 'horizontal')).toBe(
      '/m/a-horizontal-620.webp 620w, /media/derivatives/demo-4-horizontal.webp 1240w, /m/a-horizontal@2x.webp 2480w',
    );
  });

  it('keeps every thumb of a backend that names no crop, and all of them without an alias', () => {
    const unnamed = [
      { url: '/img/1.webp', width: 620 },
      { url: '/img/2.webp', width: 1240 },
    ];
    expect(thumbsOfCrop(unnamed, 'horizontal')).toEqual(unnamed);
    expect(thumbsOfCrop(thumbs, undefined)).toEqual(thumbs);
  });

  it('renders no srcset when the image has no derivative of its crop', () => {
    const html = renderToStaticMarkup(
      <ModuleImage
        image={{ image_url: '/media/a.jpg', width: 800, height: 600, thumbs: thumbs.slice(0, 2) }}
        fallbackSize={{ width: 1240, height: 700 }}
        alias="horizontal"
      />,
    );
    expect(html).toContain('src="/media/a.jpg"');
    expect(html).not.toMatch(/srcset/i);
  });

  it('renders the srcset of its crop with the sizes given', () => {
    const html = renderToStaticMarkup(
      <ModuleImage
        image={{ image_url: '/media/a.jpg', width: 1240, height: 700, thumbs }}
        fallbackSize={{ width: 1240, height: 700 }}
        alias="horizontal"
        sizes="100vw"
      />,
    );
    expect(html).toContain('srcSet="/media/derivatives/demo-4-horizontal.webp 1240w"');
    expect(html).not.toContain('vertical');
  });
});
