import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MediaStore } from '../media/media-store';
import { insertChunked } from './insert-chunked';
import { pressFiles, seedPressFiles } from './press-files';

/** Press releases (10 x scale), press articles about the university and download directories (their files in `media`). */
export async function seedPress(
  db: Kysely<Database>,
  scale: number,
  media: MediaStore | null = null,
): Promise<void> {
  const newest = Date.UTC(2026, 9, 20, 10);
  const releases = Array.from({ length: 10 * scale }, (_, index) => ({
    kind: 'release' as const,
    slug_de: `pressemitteilung-${index + 1}`,
    slug_en: `press-release-${index + 1}`,
    title_de: `Pressemitteilung ${index + 1}: Neues aus der Hochschule`,
    title_en: `Press release ${index + 1}: news from the university`,
    teaser_de: 'Die Hochschule der Künste Aula informiert.',
    teaser_en: 'The Aula University of the Arts informs.',
    body_de: '<p>Für Rückfragen steht die Pressestelle zur Verfügung.</p>',
    body_en: '<p>The press office is happy to answer questions.</p>',
    published_at: new Date(newest - index * 10 * 24 * 60 * 60 * 1000),
  }));
  const articles = Array.from({ length: 6 }, (_, index) => ({
    kind: 'article' as const,
    slug_de: `pressespiegel-${index + 1}`,
    slug_en: `press-review-${index + 1}`,
    title_de: `Pressespiegel ${index + 1}`,
    title_en: `Press review ${index + 1}`,
    source: ['Tagblatt', 'Kulturradio', 'Kunstmagazin'][index % 3] ?? '',
    published_at: new Date(newest - index * 14 * 24 * 60 * 60 * 1000),
  }));
  await insertChunked([...releases, ...articles], (chunk) =>
    db.insertInto('press_item').values(chunk).execute(),
  );

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
    .values([
      {
        directory_id: id,
        title_de: 'Logo (PNG)',
        title_en: 'Logo (PNG)',
        url: `/media/${pressFiles.logo}`,
        position: 0,
      },
      {
        directory_id: id,
        title_de: 'Pressefotos Campus',
        title_en: 'Campus press photos',
        url: `/media/${pressFiles.campus}`,
        position: 1,
      },
      {
        directory_id: id,
        title_de: 'Jahresbericht 2025 (PDF)',
        title_en: 'Annual report 2025 (PDF)',
        url: `/media/${pressFiles.report}`,
        position: 2,
      },
    ])
    .execute();
  if (media) await seedPressFiles(media);
}
