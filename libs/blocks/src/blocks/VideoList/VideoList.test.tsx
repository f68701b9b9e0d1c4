import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base, video } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { VideoList } from './VideoList';

describe('VideoList', () => {
  it('renders every video, each behind its own consent placeholder', () => {
    const module = {
      ...base(),
      model: 'VideoListModule' as const,
      children: [
        video(),
        video({ embed_url: 'https://player.vimeo.com/video/1', platform: 'vimeo' }),
      ],
    };
    renderBlock(<VideoList module={module} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Diesen Inhalt von YouTube einmal laden' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Diesen Inhalt von Vimeo einmal laden' }),
    ).toBeInTheDocument();
  });
});
