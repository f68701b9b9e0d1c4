import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MediaStore } from '../media/media-store';
import { cycle } from './cycle';
import { articleTitles, releaseTexts, type ReleaseText } from './content/press';
import { artworkAt, artworkSlots } from './image-slots';
import { insertChunked } from './insert-chunked';
import type { SeedContainer } from './page-blocks';
import { pressDownloads, seedPressFiles } from './press-files';
import { inLocale, paragraph, section, text } from './section-blocks';
import { storeSlotSections } from './store-block';

export interface PressOptions {
  /** Multiplies the number of press releases (10 at 1). */
  scale: number;
  /** Where the downloads are written; without one only their records are made (tests). */
  media: MediaStore | null;
  /** The seeded artworks the releases and articles show. */
  artworks: readonly [number, ...number[]];
}

const body =
  (release: ReleaseText) =>
  (locale: Locale): SeedContainer =>
    section(0, [text(release.body.map((pair) => paragraph(inLocale(locale, pair))).join(''))]);

/**
 * Press releases (10 x scale, each with an image and its body section), press articles about
 * the university and the press material to download (its files in `media`).
 */
export async function seedPress(
  db: Kysely<Database>,
  { scale, media, artworks }: PressOptions,
): Promise<void> {
  const newest = Date.UTC(2026, 9, 20, 10);
  const releases = Array.from({ length: 10 * scale }, (_, index) => {
    const release = cycle(releaseTexts, index);
    return {
      kind: 'release' as const,
      slug_de: `pressemitteilung-${index + 1}`,
      slug_en: `press-release-${index + 1}`,
      title_de: `Pressemitteilung ${index + 1}: ${release.headline[0]}`,
      title_en: `Press release ${index + 1}: ${release.headline[1]}`,
      teaser_de: release.teaser[0],
      teaser_en: release.teaser[1],
      body_de: release.body.map(([de]) => paragraph(de)).join(''),
      body_en: release.body.map(([, en]) => paragraph(en)).join(''),
      image_id: artworkAt(artworks, artworkSlots.pressRelease(index)),
      published_at: new Date(newest - index * 10 * 24 * 60 * 60 * 1000),
    };
  });
  const articles = articleTitles.map(([de, en], index) => ({
    kind: 'article' as const,
    slug_de: `pressespiegel-${index + 1}`,
    slug_en: `press-review-${index + 1}`,
    title_de: de,
    title_en: en,
    source: ['Tagblatt', 'Kulturradio', 'Kunstmagazin'][index % 3] ?? '',
    image_id: artworkAt(artworks, artworkSlots.pressArticle(index)),
    published_at: new Date(newest - index * 14 * 24 * 60 * 60 * 1000),
  }));
  const ids: number[] = [];
  await insertChunked([...releases, ...articles], async (chunk) => {
    const rows = await db.insertInto('press_item').values(chunk).returning('id').execute();
    ids.push(...rows.map((row) => row.id));
  });
  // The first releases get their body as the editable section the detail page shows (spec 2).
  await storeSlotSections(
    db,
    releaseTexts.map((release, index) => ({
      slug: `press-release-${ids[index] ?? 0}-body`,
      section: body(release),
    })),
  );
  await seedPressDownloads(db);
  if (media) await seedPressFiles(media);
}

async function seedPressDownloads(db: Kysely<Database>): Promise<void> {
  const { id } = await db
    .insertInto('download_directory')
    .values({
      slug_de: 'pressematerial',
      slug_en: 'press-material',
      title_de: 'Pressematerial',
      title_en: 'Press material',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('download_file')
    .values(
      pressDownloads.map(({ title, path }, position) => ({
        directory_id: id,
        title_de: title[0],
        title_en: title[1],
        url: `/media/${path}`,
        position,
      })),
    )
    .execute();
}
