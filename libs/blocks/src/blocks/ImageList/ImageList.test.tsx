import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageItem, imageList } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { ImageList } from './ImageList';

describe('ImageList', () => {
  it('renders every presentation with all its images', () => {
    for (const variant of ['small', 'standard', 'fullwidth'] as const) {
      const { container, unmount } = renderBlock(<ImageList module={imageList(variant, 3)} />);
      expect(container.querySelector('ul')).toHaveClass(variant);
      expect(screen.getAllByRole('img')).toHaveLength(3);
      unmount();
    }
  });

  it('makes linked images links and the others lightbox buttons', () => {
    const module = {
      ...imageList('standard', 0),
      children: [imageItem(0, { link_url: '/de/neuigkeiten' }), imageItem(1)],
    };
    renderBlock(<ImageList module={module} />, { locale: 'en' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/de/neuigkeiten');
    expect(
      screen.getByRole('button', { name: /Arbeit 2 aus dem Rundgang.*Enlarge image/ }),
    ).toBeInTheDocument();
  });
});

describe('ImageList lightbox', () => {
  it('opens one lightbox across the list at the clicked image', async () => {
    renderBlock(<ImageList module={imageList('small', 3)} />);
    const [, second] = screen.getAllByRole('button', { name: /Bild vergrößern/ });
    if (!second) throw new Error('three images expected');
    fireEvent.click(second);
    expect(await screen.findByText(/2 von 3/)).toBeInTheDocument();
  });
});
