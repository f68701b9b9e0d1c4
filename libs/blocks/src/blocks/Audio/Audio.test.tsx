import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { audio } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Audio } from './Audio';

describe('Audio', () => {
  it('gates the player behind consent and honours the anchor', () => {
    const { container } = renderBlock(<Audio module={audio({ anchor: 'podcast' })} />);
    expect(container.querySelector('#podcast')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Diesen Inhalt von Spotify einmal laden' }),
    ).toBeInTheDocument();
  });

  it('frames the player once consent is granted', () => {
    const { container } = renderBlock(<Audio module={audio()} />, {
      mediaConsent: { allowed: () => true, allowAlways: () => undefined },
    });
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5',
    );
  });

  it('never frames a URL off the audio allow-list', () => {
    const { container } = renderBlock(
      <Audio module={audio({ embed_url: 'https://www.youtube.com/embed/x' })} />,
      { mediaConsent: { allowed: () => true, allowAlways: () => undefined } },
    );
    expect(container.querySelector('iframe')).toBeNull();
  });
});
