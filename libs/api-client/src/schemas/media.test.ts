import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mediaUploadSchema } from './media';

const answer = {
  image: 7,
  image_url: '/media/originals/0123456789abcdef.png',
  alt: 'Testbild',
  width: 1600,
  height: 900,
  thumbs: [
    { url: '/media/derivatives/0123456789abcdef-thumbnail.webp', width: 320 },
    { url: '/media/derivatives/0123456789abcdef-vertical.webp', width: 400 },
  ],
  crops: {
    vertical: '/media/derivatives/0123456789abcdef-vertical.webp',
    horizontal: '/media/derivatives/0123456789abcdef-horizontal.webp',
  },
};

describe('mediaUploadSchema (DESIGN.md 4)', () => {
  it('reads the stored image with the crops of both image aliases', () => {
    const upload = v.parse(mediaUploadSchema, answer);
    expect(upload).toMatchObject({
      image: 7,
      width: 1600,
      height: 900,
      crops: { vertical: expect.stringContaining('vertical') },
    });
    expect(upload.crops.thumbnail).toBeUndefined();
  });

  it('defaults a missing alt text to empty', () => {
    expect(v.parse(mediaUploadSchema, { ...answer, alt: undefined }).alt).toBe('');
  });

  it('refuses an answer without an id, a size or an alias crop', () => {
    expect(v.is(mediaUploadSchema, { ...answer, image: null })).toBe(false);
    expect(v.is(mediaUploadSchema, { ...answer, width: null })).toBe(false);
    expect(v.is(mediaUploadSchema, { ...answer, crops: { vertical: answer.crops.vertical } })).toBe(
      false,
    );
  });
});
