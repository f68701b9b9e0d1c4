import type { AdminOption, RelationSource } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The choices of a relation field in the admin's language. */
export async function relationOptions(
  db: Kysely<Database>,
  source: RelationSource,
  locale: Locale,
): Promise<AdminOption[]> {
  const name = locale === 'de' ? 'name_de' : 'name_en';
  const title = locale === 'de' ? 'title_de' : 'title_en';
  switch (source) {
    case 'newsCategory':
    case 'eventCategory': {
      const kind = source === 'newsCategory' ? 'news' : 'event';
      const rows = await db
        .selectFrom('category')
        .select(['id', `${name} as label`])
        .where('kind', '=', kind)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ value: row.id, label: row.label }));
    }
    case 'faculty': {
      const rows = await db
        .selectFrom('faculty')
        .select(['id', `${name} as label`])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ value: row.id, label: row.label }));
    }
    case 'programme': {
      const rows = await db
        .selectFrom('study_programme')
        .select(['id', `${title} as label`])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ value: row.id, label: row.label }));
    }
  }
}

export const relationSources: readonly RelationSource[] = [
  'newsCategory',
  'eventCategory',
  'faculty',
  'programme',
];
