import type { Kysely } from 'kysely';
import type { CategoryKind, Database } from '../db/schema';
import { slugify } from '@aula/api-client';

type Names = [string, string][];

/** Demo categories per kind, German and English. */
const categories: Record<CategoryKind, Names> = {
  news: [
    ['Hochschule', 'University'],
    ['Musik', 'Music'],
    ['Kunst und Design', 'Art and Design'],
    ['Forschung', 'Research'],
  ],
  event: [
    ['Konzert', 'Concert'],
    ['Ausstellung', 'Exhibition'],
    ['Vortrag', 'Lecture'],
    ['Workshop', 'Workshop'],
    ['Theater', 'Theatre'],
  ],
  person: [
    ['Hochschulleitung', 'University management'],
    ['Professorinnen und Professoren', 'Professors'],
    ['Lehrbeauftragte', 'Lecturers'],
    ['Künstlerische Mitarbeit', 'Artistic staff'],
    ['Verwaltung', 'Administration'],
    ['Studienberatung', 'Student advisory service'],
  ],
};

/** Inserts the demo categories; answers their ids per kind, in the order above. */
export async function seedCategories(
  db: Kysely<Database>,
): Promise<Record<CategoryKind, number[]>> {
  const ids: Record<CategoryKind, number[]> = { news: [], event: [], person: [] };
  for (const kind of ['news', 'event', 'person'] as const) {
    const rows = await db
      .insertInto('category')
      .values(
        categories[kind].map(([de, en], position) => ({
          kind,
          name_de: de,
          name_en: en,
          slug_de: slugify(de),
          slug_en: slugify(en),
          position,
        })),
      )
      .returning('id')
      .execute();
    ids[kind] = rows.map((row) => row.id);
  }
  return ids;
}
