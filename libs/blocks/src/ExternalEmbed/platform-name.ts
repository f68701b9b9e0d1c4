import type { EmbedPlatform } from '@aula/api-client';

const names = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  bandcamp: 'Bandcamp',
  podigee: 'Podigee',
  issuu: 'Issuu',
  yumpu: 'Yumpu',
  calameo: 'Calaméo',
  instagram: 'Instagram',
  x: 'X',
  facebook: 'Facebook',
  tiktok: 'TikTok',
} as const satisfies Record<EmbedPlatform, string>;

/** The name a visitor knows a platform by, for the consent placeholder (spec 4, external media). */
export function platformName(platform: EmbedPlatform): string {
  return names[platform];
}
