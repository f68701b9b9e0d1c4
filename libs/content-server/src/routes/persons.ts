import {
  personCategoriesSchema,
  personDetailSchema,
  personListQuerySchema,
  personListSchema,
} from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { personColumns, type PersonRow } from '../db/columns';
import type { Database } from '../db/schema';
import { loadImages } from '../media/load-images';
import { answer, notFound } from './answer';
import { parseQuery } from './query';
import { idParam, localeOf, localeParam, localized } from './locale';
import { portraitFields } from '../media/portrait-fields';
import { publicWebsite } from './persons-profile';

async function personAnswers(db: Kysely<Database>, rows: PersonRow[], locale: Locale) {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .selectFrom('person_category')
          .innerJoin('category', 'category.id', 'person_category.category_id')
          .select(['person_id', 'category.id', `category.${localized('name', locale)} as name`])
          .where('person_id', 'in', ids)
          .orderBy('category.position')
          .execute();
  const images = await loadImages(
    db,
    rows.map((row) => row.image_id),
    locale,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row[localized('slug', locale)],
    name: [row.academic_title, row.first_name, row.last_name].filter(Boolean).join(' '),
    position: row[localized('position', locale)],
    categories: links
      .filter((link) => link.person_id === row.id)
      .map(({ id, name }) => ({ id, name, name_plural: name })),
    email: row.email || null,
    phone: row.phone || null,
    urls: {
      de: href('personDetail', 'de', { slug: row.slug_de, id: row.id }),
      en: href('personDetail', 'en', { slug: row.slug_en, id: row.id }),
    },
    ...portraitFields(row.image_id === null ? undefined : images.get(row.image_id)),
  }));
}

/**
 * spec 7: the persons directory (`?category={id}&search={text}`), its categories and a person
 * (with portrait, website and faculty). The search matches name and position, accents ignored
 * ('schafer' finds 'Schäfer').
 */
export function personRoutes(db: Kysely<Database>) {
  return new Hono()
    .get(`/${localeParam}/api/persons/`, async (c) => {
      const locale = localeOf(c);
      const parsed = parseQuery(c, personListQuerySchema);
      if (!parsed.ok) return parsed.response;
      const category = parsed.query.category || 0;
      const search = (parsed.query.search ?? '').trim().toLowerCase();
      const rows = await db
        .selectFrom('person')
        .select(personColumns)
        .where('is_online', '=', true)
        .$if(category > 0, (query) =>
          query.where('id', 'in', (eb) =>
            eb
              .selectFrom('person_category')
              .select('person_id')
              .where('category_id', '=', category),
          ),
        )
        .$if(search !== '', (query) =>
          query.where(
            sql<boolean>`${sql.ref(localized('directory', locale))} like '%' || aula_unaccent(${search}) || '%'`,
          ),
        )
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .execute();
      return answer(c, personListSchema, { results: await personAnswers(db, rows, locale) });
    })
    .get(`/${localeParam}/api/persons/categories/`, async (c) => {
      const locale = localeOf(c);
      const rows = await db
        .selectFrom('category')
        .select(['id', `${localized('name', locale)} as name`])
        .where('kind', '=', 'person')
        .orderBy('position')
        .execute();
      // spec 3: the plural name equals the name.
      return answer(
        c,
        personCategoriesSchema,
        rows.map((row) => ({ ...row, name_plural: row.name })),
      );
    })
    .get(`/${localeParam}/api/persons/${idParam}/`, async (c) => {
      const locale = localeOf(c);
      const row = await db
        .selectFrom('person')
        .select([...personColumns, 'person.website', 'person.faculty_id'])
        .where('is_online', '=', true)
        .where('id', '=', Number(c.req.param('id')))
        .executeTakeFirst();
      if (!row) return notFound(c);
      const [person] = await personAnswers(db, [row], locale);
      if (!person) return notFound(c);
      return answer(c, personDetailSchema, {
        ...person,
        website: publicWebsite(row.website),
        faculty: row.faculty_id,
        body_slug: `person-${row.id}-body`,
      });
    });
}
