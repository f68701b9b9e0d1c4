import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageItem } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { ImageItem, imageItemSlide } from './ImageItem';

describe('ImageItem', () => {
  it('shows title and description as caption and opens its lightbox', () => {
    renderBlock(<ImageItem module={imageItem(0)} />);
    expect(screen.getByText('Arbeit 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bild vergrößern/ })).toBeInTheDocument();
  });

  it('makes a lightbox slide with alt, size and description', () => {
    expect(imageItemSlide(imageItem(0))).toMatchObject({
      alt: 'Arbeit 1 aus dem Rundgang',
      width: 1240,
      height: 700,
      description: 'Arbeit 1 – Öl auf Leinwand, 2026',
    });
  });

  it("falls back to the media library's caption, in the caption and the lightbox", () => {
    const item = imageItem(0, { description: '', caption: 'Foto: Mediathek' });
    renderBlock(<ImageItem module={item} />);
    expect(screen.getByText('Foto: Mediathek').closest('figcaption')).not.toBeNull();
    expect(imageItemSlide(item).description).toBe('Arbeit 1 – Foto: Mediathek');
    // The item's own description wins.
    expect(imageItemSlide(imageItem(0, { caption: 'Foto: Mediathek' })).description).toBe(
      'Arbeit 1 – Öl auf Leinwand, 2026',
    );
  });
});
