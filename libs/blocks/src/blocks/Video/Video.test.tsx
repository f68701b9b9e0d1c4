import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { video } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Video } from './Video';

describe('Video', () => {
  it('shows the consent placeholder before the platform frame', () => {
    const { container } = renderBlock(<Video module={video({ anchor: 'film' })} />, {
      locale: 'en',
    });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('#film')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load this content from YouTube once' }));
    expect(screen.getByTitle('Rundgang 2026')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
  });

  it('shows its image on the consent placeholder', () => {
    const { container } = renderBlock(<Video module={video()} />);
    const poster = container.querySelector('[data-platform="youtube"] img');
    expect(poster?.getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('plays an mp4 file natively with the poster, without consent', () => {
    const { container } = renderBlock(
      <Video module={video({ video_file_mp4: '/media/film.mp4', embed_url: '' })} />,
    );
    const player = container.querySelector('video');
    expect(player).toHaveAttribute('controls');
    expect(player?.getAttribute('poster')).toMatch(/^data:image\/svg/);
    expect(container.querySelector('source')).toHaveAttribute('src', '/media/film.mp4');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows title, length and text', () => {
    renderBlock(<Video module={video()} />);
    expect(screen.getByText('Länge: 3:45')).toBeInTheDocument();
    expect(screen.getByText('Ein Spaziergang durch die Ateliers.')).toBeInTheDocument();
  });
});
