import { describe, expect, it } from 'vitest';
import { embedAllowLists } from '../schemas/modules/embed-allow-lists';
import { extractEmbedUrl } from '../schemas/modules/extract-embed-url';
import { embedFrameHosts, embedPlayerUrl } from './embed-player-url';

/** What an editor pastes, through the allow-list as the renderers do, to the frame address. */
function player(pasted: string, kind: keyof typeof embedAllowLists): string | null {
  const target = extractEmbedUrl(pasted, kind);
  return target ? embedPlayerUrl(target.url, target.platform) : null;
}

describe('embedPlayerUrl (each platform framed through its player, never its page URL)', () => {
  it('YouTube: watch, short, shorts and embed URLs play from youtube-nocookie.com, with the start time', () => {
    expect(player('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(player('https://youtu.be/dQw4w9WgXcQ?t=1m30s', 'video')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
    expect(player('https://m.youtube.com/shorts/dQw4w9WgXcQ', 'video')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(
      player('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', 'video'),
    ).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player('https://www.youtube.com/@aula', 'video')).toBeNull();
  });

  it('Vimeo: the page of a video plays in player.vimeo.com, unlisted hashes kept', () => {
    expect(player('https://vimeo.com/76979871', 'video')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(player('https://vimeo.com/channels/staffpicks/76979871', 'video')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(player('https://vimeo.com/76979871/0a1b2c3d4e', 'video')).toBe(
      'https://player.vimeo.com/video/76979871?h=0a1b2c3d4e',
    );
    expect(player('https://vimeo.com/aula', 'video')).toBeNull();
  });

  it('Spotify: tracks, albums, playlists, episodes and shows use the embed player', () => {
    expect(player('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=x', 'audio')).toBe(
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    );
    expect(player('https://open.spotify.com/intl-de/album/1ATL5GLyefJaxhQzSPVrLX', 'audio')).toBe(
      'https://open.spotify.com/embed/album/1ATL5GLyefJaxhQzSPVrLX',
    );
    expect(player('https://open.spotify.com/user/aula', 'audio')).toBeNull();
  });

  it('SoundCloud: a track or set page plays in the widget', () => {
    expect(player('https://soundcloud.com/aula/semesterkonzert', 'audio')).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Faula%2Fsemesterkonzert',
    );
    expect(
      player(
        'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1',
        'audio',
      ),
    ).toBe('https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1');
    expect(player('https://soundcloud.com/aula', 'audio')).toBeNull();
  });

  it("Bandcamp: only the embed code's player (it names the album's number)", () => {
    expect(
      player(
        '<iframe src="https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/bgcol=ffffff/"></iframe>',
        'audio',
      ),
    ).toBe('https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/bgcol=ffffff/');
    expect(player('https://aula.bandcamp.com/album/semesterkonzert', 'audio')).toBeNull();
  });

  it('Podigee: an episode page plays in its external player', () => {
    expect(player('https://aula.podigee.io/12-klangraum', 'audio')).toBe(
      'https://aula.podigee.io/12-klangraum/embed?context=external',
    );
    expect(player('https://www.podigee.io/', 'audio')).toBeNull();
  });

  it('Issuu: a document page reads in the embed reader', () => {
    expect(player('https://issuu.com/aula/docs/jahresbericht', 'viewer')).toBe(
      'https://e.issuu.com/embed.html?u=aula&d=jahresbericht',
    );
    expect(player('https://issuu.com/aula', 'viewer')).toBeNull();
  });

  it('Yumpu: a document view reads in the embed view', () => {
    expect(player('https://www.yumpu.com/de/document/view/1/programm', 'viewer')).toBe(
      'https://www.yumpu.com/de/embed/view/1',
    );
    expect(player('https://www.yumpu.com/document/view/59/x', 'viewer')).toBe(
      'https://www.yumpu.com/en/embed/view/59',
    );
    expect(player('https://www.yumpu.com/user/aula', 'viewer')).toBeNull();
  });

  it('Calaméo: a book reads in the v.calameo.com viewer', () => {
    expect(player('https://www.calameo.com/read/000000001', 'viewer')).toBe(
      'https://v.calameo.com/?bkcode=000000001',
    );
    expect(player('https://www.calameo.com/accounts/1', 'viewer')).toBeNull();
  });

  it("Instagram: a post or reel shows through the post's embed page", () => {
    expect(player('https://www.instagram.com/p/Cabc123/', 'social')).toBe(
      'https://www.instagram.com/p/Cabc123/embed',
    );
    expect(player('https://www.instagram.com/reel/Cxyz_9/?igsh=1', 'social')).toBe(
      'https://www.instagram.com/reel/Cxyz_9/embed',
    );
    expect(player('https://www.instagram.com/aula.kunsthochschule/', 'social')).toBeNull();
  });

  it('X: a post on x.com or twitter.com shows through the Tweet embed', () => {
    expect(player('https://x.com/aula/status/1', 'social')).toBe(
      'https://platform.twitter.com/embed/Tweet.html?id=1',
    );
    expect(
      player(
        '<blockquote><a href="https://t.co/x">x</a><a href="https://twitter.com/aula/status/1234567890">date</a></blockquote>',
        'social',
      ),
    ).toBe('https://platform.twitter.com/embed/Tweet.html?id=1234567890');
    expect(player('https://x.com/aula', 'social')).toBeNull();
  });

  it('Facebook: posts and videos show through the post and video plugins', () => {
    expect(player('https://www.facebook.com/aula/posts/123', 'social')).toBe(
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Faula%2Fposts%2F123',
    );
    expect(player('https://www.facebook.com/aula/videos/456/', 'social')).toBe(
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Faula%2Fvideos%2F456%2F',
    );
    expect(player('https://www.facebook.com/aula.kunsthochschule/', 'social')).toBeNull();
  });

  it('TikTok: a video shows through the v2 embed', () => {
    expect(player('https://www.tiktok.com/@aula/video/7234567890123456789', 'social')).toBe(
      'https://www.tiktok.com/embed/v2/7234567890123456789',
    );
    expect(player('https://www.tiktok.com/@aula', 'social')).toBeNull();
  });

  it('every player lives on a host of embedFrameHosts (the CSP frame-src)', () => {
    const framed = [
      player('https://youtu.be/dQw4w9WgXcQ', 'video'),
      player('https://vimeo.com/1', 'video'),
      player('https://open.spotify.com/track/1', 'audio'),
      player('https://soundcloud.com/a/b', 'audio'),
      player('https://bandcamp.com/EmbeddedPlayer/album=1/', 'audio'),
      player('https://aula.podigee.io/1-x', 'audio'),
      player('https://issuu.com/a/docs/b', 'viewer'),
      player('https://www.yumpu.com/de/document/view/1/x', 'viewer'),
      player('https://www.calameo.com/read/1', 'viewer'),
      player('https://www.instagram.com/p/x/', 'social'),
      player('https://x.com/a/status/1', 'social'),
      player('https://www.facebook.com/a/posts/1', 'social'),
      player('https://www.tiktok.com/@a/video/1', 'social'),
    ];
    for (const url of framed) {
      expect(url).not.toBeNull();
      const host = new URL(url ?? '').hostname;
      expect(
        embedFrameHosts.some((allowed) =>
          allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
        ),
        host,
      ).toBe(true);
    }
  });

  it('never frames anything but https', () => {
    expect(embedPlayerUrl('http://vimeo.com/1', 'vimeo')).toBeNull();
    expect(embedPlayerUrl('not a url', 'youtube')).toBeNull();
  });
});
