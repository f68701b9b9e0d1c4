/**
 * DESIGN.md 3: which of the seeded artworks (media.ts, in seed order) each kind of entry shows,
 * so that no screen shows one image twice. The home page shows the upcoming home events (every
 * fourth event), eight teasers, nine feed posts and the hero, and its news cards without images;
 * they get disjoint ranges: events 12-23, hero 24, teasers 25-28 and 0-3, feed 6-11 and 29-31.
 * News take 0-11 (a page of the news list shows twelve).
 */
export const artworkSlots = {
  /** Twelve in a row differ (a page of the news list). */
  news: (index: number) => index % 12,
  /** Twelve in a row differ, and so do every fourth (the home events). */
  event: (index: number) => 12 + ((index + Math.floor(index / 12)) % 12),
  hero: 24,
  /** The home shows eight: the highlighted four, then four more (text-only home news: 0-4). */
  teaser: (position: number) => (position < 4 ? 25 + position : position - 4),
  instagram: (index: number) => (index < 6 ? 6 + index : 23 + index),
  /** The press page lists releases and articles: releases 1, 4, 7 ..., articles 2, 5 .... */
  pressRelease: (index: number) => (index * 3 + 1) % 32,
  pressArticle: (index: number) => (index * 3 + 2) % 32,
} as const;

/** The artwork at `slot`, starting again at the first past the last (a smaller test seed). */
export const artworkAt = (artworks: readonly [number, ...number[]], slot: number): number =>
  artworks[slot % artworks.length] ?? artworks[0];
