import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainImage } from './image-component';

describe('PlainImage', () => {
  it('loads lazily below the fold, with its intrinsic size and srcset', () => {
    const { container } = render(
      <PlainImage
        src="/a.jpg"
        alt="A"
        width={1240}
        height={700}
        srcSet="/a-320.webp 320w, /a-1240.webp 1240w"
        sizes="100vw"
      />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1240');
    expect(image).toHaveAttribute('height', '700');
    expect(image).toHaveAttribute('srcset', '/a-320.webp 320w, /a-1240.webp 1240w');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a priority image (the likely LCP) eagerly and first', () => {
    const { container } = render(
      <PlainImage src="/a.jpg" alt="A" width={400} height={500} priority />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
