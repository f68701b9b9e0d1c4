import { describe, expect, it } from 'vitest';
import { embedAllowLists } from './embed-allow-lists';
import { extractEmbedUrl } from './extract-embed-url';

describe('extractEmbedUrl', () => {
  it('accepts a plain video URL and its short form', () => {
    expect(extractEmbedUrl('https://www.youtube.com/watch?v=abc', 'video')).toEqual({
      url: 'https://www.youtube.com/watch?v=abc',
      platform: 'youtube',
    });
    expect(extractEmbedUrl('https://youtu.be/abc', 'video')?.platform).toBe('youtube');
    expect(extractEmbedUrl('https://vimeo.com/123', 'video')?.platform).toBe('vimeo');
  });

  it('finds the URL inside an iframe embed code and decodes entities', () => {
    const code =
      '<iframe src="https://open.spotify.com/embed/track/1?utm=a&amp;theme=0" width="300"></iframe>';
    expect(extractEmbedUrl(code, 'audio')).toEqual({
      url: 'https://open.spotify.com/embed/track/1?utm=a&theme=0',
      platform: 'spotify',
    });
  });

  it('skips links to other hosts inside a blockquote embed', () => {
    const code =
      '<blockquote class="twitter-tweet"><p>Hi <a href="https://t.co/x">t.co</a></p><a href="https://twitter.com/aula/status/1">1 March</a></blockquote>';
    expect(extractEmbedUrl(code, 'social')).toEqual({
      url: 'https://twitter.com/aula/status/1',
      platform: 'x',
    });
  });

  it('upgrades http to https', () => {
    expect(extractEmbedUrl('http://issuu.com/aula/docs/a', 'viewer')?.url).toBe(
      'https://issuu.com/aula/docs/a',
    );
  });

  it('accepts every host of every allow-list, also as a subdomain', () => {
    for (const [kind, hosts] of Object.entries(embedAllowLists)) {
      for (const host of hosts) {
        expect(
          extractEmbedUrl(`https://${host}/a`, kind as keyof typeof embedAllowLists),
        ).not.toBeNull();
        expect(
          extractEmbedUrl(`https://www.${host}/a`, kind as keyof typeof embedAllowLists),
        ).not.toBeNull();
      }
    }
  });

  it('rejects look-alike hosts, other kinds, credentials and non-http schemes', () => {
    expect(extractEmbedUrl('https://youtube.com.evil.test/watch', 'video')).toBeNull();
    expect(extractEmbedUrl('https://notyoutube.com/watch', 'video')).toBeNull();
    expect(extractEmbedUrl('https://vimeo.com/1', 'audio')).toBeNull();
    expect(extractEmbedUrl('https://user:pw@vimeo.com/1', 'video')).toBeNull();
    expect(extractEmbedUrl('javascript:alert(1)//youtube.com', 'video')).toBeNull();
    expect(extractEmbedUrl('<script>alert(1)</script>', 'social')).toBeNull();
    expect(extractEmbedUrl('', 'viewer')).toBeNull();
  });
});
