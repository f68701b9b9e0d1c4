import type { EmbedPlatform } from '../schemas/modules/embed-allow-lists';

/**
 * The platforms refuse to frame their page URLs: the address each platform lets other sites frame.
 * Editors paste the page they see (`youtube.com/watch?v=…`, `vimeo.com/76979871`,
 * `x.com/aula/status/1`), which those platforms refuse to show in a frame; each platform's page URL
 * maps to its player here. The input is an allow-listed https URL (`extractEmbedUrl`); null when
 * the URL names nothing the platform can embed (a profile page, a Bandcamp page without its numeric
 * id).
 */
type PlayerMapping = (url: URL) => string | null;

const segments = (url: URL) => url.pathname.split('/').filter(Boolean);
const youtubeId = /^[\w-]{11}$/;

/** `t=1m30s`, `t=90` or `start=90` as seconds. */
function seconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || !match[0]) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

const youtube: PlayerMapping = (url) => {
  const parts = segments(url);
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const id =
    host === 'youtu.be'
      ? parts[0]
      : url.pathname === '/watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
          ? parts[1]
          : null;
  if (!id || !youtubeId.test(id)) return null;
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
};

const vimeo: PlayerMapping = (url) => {
  const parts = segments(url);
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index < 0) return null;
  // An unlisted video carries its hash after the id (`vimeo.com/123/abcdef`) or as `h=`.
  const next = parts[index + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[\da-f]+$/i.test(next) ? next : null);
  return `https://player.vimeo.com/video/${parts[index]}${hash ? `?h=${hash}` : ''}`;
};

const spotify: PlayerMapping = (url) => {
  const parts = segments(url).filter((part) => !/^intl-/.test(part) && part !== 'embed');
  const [type, id] = parts;
  if (
    !type ||
    !id ||
    !['track', 'album', 'playlist', 'episode', 'show', 'artist'].includes(type) ||
    !/^\w+$/.test(id)
  )
    return null;
  return `https://open.spotify.com/embed/${type}/${id}`;
};

const soundcloud: PlayerMapping = (url) => {
  if (url.hostname === 'w.soundcloud.com')
    return url.pathname.startsWith('/player') ? url.href : null;
  const parts = segments(url);
  if (parts.length < 2) return null;
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com/${parts.join('/')}`)}`;
};

/** Bandcamp's player needs the album's or track's number, which only its embed code names. */
const bandcamp: PlayerMapping = (url) =>
  /^\/EmbeddedPlayer\/(?:[\w-]+=[\w#-]+\/?)+$/.test(url.pathname)
    ? `https://bandcamp.com${url.pathname}`
    : null;

const podigee: PlayerMapping = (url) => {
  const parts = segments(url);
  if (url.hostname.split('.').length !== 3 || !parts[0]) return null;
  return `https://${url.hostname}/${parts[0]}/embed?context=external`;
};

const issuu: PlayerMapping = (url) => {
  if (url.hostname === 'e.issuu.com') return url.pathname === '/embed.html' ? url.href : null;
  const [user, docs, document] = segments(url);
  return user && docs === 'docs' && document
    ? `https://e.issuu.com/embed.html?u=${encodeURIComponent(user)}&d=${encodeURIComponent(document)}`
    : null;
};

const yumpu: PlayerMapping = (url) => {
  const match = /^\/(?:(\w{2})\/)?(?:document|embed)\/view\/(\d+)/.exec(url.pathname);
  return match ? `https://www.yumpu.com/${match[1] ?? 'en'}/embed/view/${match[2]}` : null;
};

const calameo: PlayerMapping = (url) => {
  const code =
    url.hostname === 'v.calameo.com'
      ? url.searchParams.get('bkcode')
      : /^\/(?:read|books)\/(\w+)/.exec(url.pathname)?.[1];
  return code && /^\w+$/.test(code) ? `https://v.calameo.com/?bkcode=${code}` : null;
};

const instagram: PlayerMapping = (url) => {
  const match = /^\/(?:[\w.]+\/)?(p|reel|tv)\/([\w-]+)/.exec(url.pathname);
  return match ? `https://www.instagram.com/${match[1]}/${match[2]}/embed` : null;
};

const x: PlayerMapping = (url) => {
  const id =
    /^\/(?:\w+|i\/web)\/status(?:es)?\/(\d+)/.exec(url.pathname)?.[1] ??
    (url.hostname === 'platform.twitter.com' ? url.searchParams.get('id') : null);
  return id && /^\d+$/.test(id) ? `https://platform.twitter.com/embed/Tweet.html?id=${id}` : null;
};

const facebook: PlayerMapping = (url) => {
  if (url.pathname.startsWith('/plugins/'))
    return /^\/plugins\/(post|video)\.php$/.test(url.pathname) ? url.href : null;
  const page = `https://www.facebook.com${url.pathname}${url.pathname === '/watch' || url.pathname === '/watch/' ? url.search : ''}`;
  const plugin = /\/videos\/|^\/watch\/?$|^\/reel\//.test(url.pathname)
    ? 'video'
    : /\/posts\/|^\/permalink\.php|^\/photo/.test(url.pathname)
      ? 'post'
      : null;
  return plugin
    ? `https://www.facebook.com/plugins/${plugin}.php?href=${encodeURIComponent(page)}`
    : null;
};

const tiktok: PlayerMapping = (url) => {
  const id = /^\/(?:@[\w.-]+\/video|embed(?:\/v2)?)\/(\d+)/.exec(url.pathname)?.[1];
  return id ? `https://www.tiktok.com/embed/v2/${id}` : null;
};

const mappings = {
  youtube,
  vimeo,
  spotify,
  soundcloud,
  bandcamp,
  podigee,
  issuu,
  yumpu,
  calameo,
  instagram,
  x,
  facebook,
  tiktok,
} as const satisfies Record<EmbedPlatform, PlayerMapping>;

/**
 * The hosts the players live on (`*.` for a subdomain per account), for the
 * Content-Security-Policy's frame-src: the page may frame nothing else.
 */
export const embedFrameHosts = [
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'open.spotify.com',
  'w.soundcloud.com',
  'bandcamp.com',
  '*.podigee.io',
  'e.issuu.com',
  'www.yumpu.com',
  'v.calameo.com',
  'www.instagram.com',
  'platform.twitter.com',
  'www.facebook.com',
  'www.tiktok.com',
] as const;

/**
 * The frame address (the platform's player, not its page) of an allow-listed embed URL of
 * `platform`, or null when it cannot be framed.
 */
export function embedPlayerUrl(embedUrl: string, platform: EmbedPlatform): string | null {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  return mappings[platform](url);
}
