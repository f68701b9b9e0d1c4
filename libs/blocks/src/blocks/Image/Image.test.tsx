import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockImageProps } from '../../host/image-component';
import { image } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Image } from './Image';

describe('Image', () => {
  it('renders the image with alt, intrinsic size, srcset, caption and anchor', () => {
    const { container } = renderBlock(<Image module={image({ anchor: 'campus' })} />);
    const img = screen.getByRole('img', { name: 'Der Campus im Herbst' });
    expect(img).toHaveAttribute('width', '1240');
    expect(img).toHaveAttribute('height', '700');
    expect(img.getAttribute('srcset')).toMatch(/ 620w, .* 1240w$/);
    expect(container.querySelector('figure')).toHaveAttribute('id', 'campus');
    expect(screen.getByText('Der Campus im Herbst. Foto: Pressestelle').tagName).toBe('FIGCAPTION');
  });

  it('falls back to the alias size when the image has none', () => {
    renderBlock(<Image module={image({ alias: 'vertical', width: null, height: null })} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '500');
  });

  it('is a button opening the lightbox, or the link when it has one', () => {
    const { unmount } = renderBlock(<Image module={image()} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: /Enlarge image/ })).toBeInTheDocument();
    unmount();
    renderBlock(<Image module={image({ link: '/de/studium' })} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/de/studium');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names a linked image without alt text by its caption', () => {
    renderBlock(<Image module={image({ link: '/de/studium', alt: '' })} />);
    expect(
      screen.getByRole('link', { name: 'Der Campus im Herbst. Foto: Pressestelle' }),
    ).toBeInTheDocument();
  });

  it("shows the media library's caption when the block has no description of its own", () => {
    const { unmount } = renderBlock(
      <Image
        module={image({ description: '', caption: 'Aus der Mediathek: Campus, Westflügel' })}
      />,
    );
    expect(screen.getByText('Aus der Mediathek: Campus, Westflügel').tagName).toBe('FIGCAPTION');
    unmount();
    // The block's own description wins; without either there is no empty caption.
    renderBlock(<Image module={image({ caption: 'Aus der Mediathek' })} />);
    expect(screen.queryByText('Aus der Mediathek')).toBeNull();
  });

  it('has no caption without a description or a library caption', () => {
    const { container } = renderBlock(<Image module={image({ description: '', caption: '' })} />);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('uses the injected image component', () => {
    const HostImage = ({ src, alt, width, height }: BlockImageProps) => (
      <img src={src} alt={alt} width={width} height={height} data-host="next" />
    );
    renderBlock(<Image module={image()} />, { imageComponent: HostImage });
    expect(screen.getByRole('img')).toHaveAttribute('data-host', 'next');
  });
});
