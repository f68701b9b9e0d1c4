import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MediaStore } from '../media/media-store';
import { seedBodySections } from './body-sections';
import { seedCategories } from './categories';
import { cycle } from './cycle';
import { demoVolume } from './demo-volume';
import { artworkAt, artworkSlots } from './image-slots';
import { insertChunked } from './insert-chunked';
import { demoEvents } from './events';
import { seedExamples } from './examples';
import { seedMedia } from './media';
import { seedNavigation } from './navigation';
import { demoNews } from './news';
import { seedPages } from './pages';
import { demoPersons, directoryRanks } from './persons';
import { seedPress } from './press';
import { seedSite } from './site';
import { seedStudy } from './study';
import { seedUsersAndRedirects } from './users';

export interface SeedOptions {
  /** Multiplies the volume of list content, for benchmarks. */
  scale?: number;
  /** Where generated demo images are written; without one only their records are made (tests). */
  media?: MediaStore | null;
  /** The day events are spread around (half before, half after); defaults to today. */
  today?: Date;
}

function nonEmpty(ids: number[]): [number, ...number[]] {
  const [first, ...rest] = ids;
  if (first === undefined) throw new Error('empty demo list');
  return [first, ...rest];
}

/** Fills an empty database with the demo university; a database that has content is left alone. */
export async function seedDemoContent(
  db: Kysely<Database>,
  { scale = 1, media = null, today = new Date() }: SeedOptions = {},
): Promise<boolean> {
  const existing = await db
    .selectFrom('news')
    .select(db.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return false;
  const categories = await seedCategories(db);
  const facultyIds = await seedStudy(db);
  const { artworks, portraits } = await seedMedia(db, media);
  const volume = demoVolume(scale);

  const news = demoNews(volume.news, { categoryIds: nonEmpty(categories.news), facultyIds });
  news.forEach((item, index) => (item.image_id = artworkAt(artworks, artworkSlots.news(index))));
  const newsIds: number[] = [];
  await insertChunked(news, async (chunk) => {
    const rows = await db.insertInto('news').values(chunk).returning('id').execute();
    newsIds.push(...rows.map((row) => row.id));
  });
  const events = demoEvents(volume.events, {
    categoryIds: nonEmpty(categories.event),
    facultyIds,
    today,
  });
  events.forEach((item, index) => (item.image_id = artworkAt(artworks, artworkSlots.event(index))));
  await insertChunked(events, (chunk) => db.insertInto('event').values(chunk).execute());

  const faculties = await db
    .selectFrom('faculty')
    .select(['id', 'slug_en'])
    .where('id', 'in', facultyIds)
    .execute();
  const facultyId = (slug: string) =>
    faculties.find((faculty) => faculty.slug_en === slug)?.id ?? null;
  const persons = demoPersons(volume.persons, categories.person.length, {
    music: facultyId('music'),
    art: facultyId('art-and-design'),
  });
  // Every person but one in twelve has a portrait (the API answers its vertical crop); the
  // others show the designed stand-in, so both are seen in the directory. Portraits follow
  // the directory's order, so none repeats on one of its pages.
  const ranks = directoryRanks(persons);
  persons.forEach(
    (person, index) =>
      (person.row.image_id = index % 12 === 5 ? null : cycle(portraits, ranks[index] ?? index)),
  );
  const personIds: number[] = [];
  await insertChunked(persons, async (chunk) => {
    const rows = await db
      .insertInto('person')
      .values(chunk.map((person) => person.row))
      .returning('id')
      .execute();
    personIds.push(...rows.map((row) => row.id));
  });
  const links = persons.flatMap((person, index) =>
    person.categoryIndexes.flatMap((category) => {
      const personId = personIds[index];
      const categoryId = categories.person[category];
      return personId === undefined || categoryId === undefined
        ? []
        : [{ person_id: personId, category_id: categoryId }];
    }),
  );
  await insertChunked(links, (chunk) => db.insertInto('person_category').values(chunk).execute());

  await seedPress(db, { scale, media, artworks });
  await seedNavigation(db);
  await seedUsersAndRedirects(db);
  const pages = await seedPages(db, {
    media: artworks,
    news: [1, 2, 3],
    events: [1, 2, 3],
    persons: personIds.slice(0, 4),
  });
  await seedSite(db, artworks, pages.get('tag-der-kuenste') ?? null);
  await seedExamples(db);
  await seedBodySections(db, {
    news: news.map((item, index) => ({
      id: newsIds[index] ?? 0,
      html: [item.body_de ?? '', item.body_en ?? ''],
    })),
    persons: persons.map(({ row }, index) => ({
      id: personIds[index] ?? 0,
      html: [row.bio_de ?? '', row.bio_en ?? ''],
    })),
  });
  return true;
}
