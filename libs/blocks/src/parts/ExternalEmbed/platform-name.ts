import type { EmbedPlatform } from '@aula/api-client';

/**
 * Every embed platform by the name a visitor knows it (the consent manager's media services: one
 * per platform, so a consent opens only that platform).
 */
export const platformNames = {
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
  return platformNames[platform];
}
