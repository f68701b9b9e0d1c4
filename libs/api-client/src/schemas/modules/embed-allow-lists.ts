/**
 * DESIGN.md 3 / spec 5: the hosts an embed may point to, one allow-list per kind. A host matches
 * exactly or as a subdomain (`www.youtube.com`, `open.spotify.com`). Shared by the editor form,
 * the server's validation, rendering and the CSP frame-src.
 */
export const embedAllowLists = {
  video: ['youtube.com', 'youtu.be', 'vimeo.com'],
  audio: ['spotify.com', 'soundcloud.com', 'bandcamp.com', 'podigee.io'],
  viewer: ['issuu.com', 'yumpu.com', 'calameo.com'],
  social: ['instagram.com', 'x.com', 'twitter.com', 'facebook.com', 'tiktok.com'],
} as const;

export type EmbedKind = keyof typeof embedAllowLists;
export type EmbedHost = (typeof embedAllowLists)[EmbedKind][number];

/** The platform behind each allowed host (renderers pick the player or official markup by it). */
export const embedPlatforms = {
  'youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'vimeo.com': 'vimeo',
  'spotify.com': 'spotify',
  'soundcloud.com': 'soundcloud',
  'bandcamp.com': 'bandcamp',
  'podigee.io': 'podigee',
  'issuu.com': 'issuu',
  'yumpu.com': 'yumpu',
  'calameo.com': 'calameo',
  'instagram.com': 'instagram',
  'x.com': 'x',
  'twitter.com': 'x',
  'facebook.com': 'facebook',
  'tiktok.com': 'tiktok',
} as const satisfies Record<EmbedHost, string>;

export type EmbedPlatform = (typeof embedPlatforms)[EmbedHost];

/** Every platform name, for read schemas. */
export const embedPlatformNames = [...new Set(Object.values(embedPlatforms))] as EmbedPlatform[];
