import type { Example, ExampleWrite } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ExampleTable } from '../db/schema';
import { localized } from './locale';

type Executor = Kysely<Database> | Transaction<Database>;
export type ExampleRow = Selectable<ExampleTable>;

/** The read shape of an example row in `locale` (spec 7 `/api/example/`). */
export function exampleAnswer(row: ExampleRow, locale: Locale): Example {
  return {
    id: row.id,
    title: row[localized('title', locale)],
    text: row[localized('text', locale)],
    order: row.position,
    version: row.version,
  };
}

/** The row of example `id`, or undefined. */
export const findExample = (db: Executor, id: number) =>
  db.selectFrom('example').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Stores a validated create. Both languages start with the texts sent, so the entry is never
 * blank in the other language's list; an update in that language translates it. Without an
 * `order` the entry goes last.
 */
export async function insertExample(db: Executor, write: ExampleWrite): Promise<ExampleRow> {
  const position =
    write.order ??
    Number(
      (
        await db
          .selectFrom('example')
          .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
          .executeTakeFirstOrThrow()
      ).next,
    );
  return db
    .insertInto('example')
    .values({
      title_de: write.title,
      title_en: write.title,
      text_de: write.text,
      text_en: write.text,
      position,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The outcome of an update: saved, refused because the version was stale, or the row is gone. */
export type ExampleUpdate =
  | { status: 'saved'; row: ExampleRow }
  | { status: 'conflict'; row: ExampleRow }
  | { status: 'missing' };

/**
 * Stores a validated update of the texts of `locale` (and the order, if sent) when the row is
 * still at the version the editor started from; a stale version leaves it as it is.
 */
export async function updateExample(
  db: Kysely<Database>,
  id: number,
  locale: Locale,
  write: ExampleWrite & { version: number },
): Promise<ExampleUpdate> {
  return db.transaction().execute(async (trx): Promise<ExampleUpdate> => {
    const current = await trx
      .selectFrom('example')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { status: 'missing' };
    if (current.version !== write.version) return { status: 'conflict', row: current };
    const texts =
      locale === 'de'
        ? { title_de: write.title, text_de: write.text }
        : { title_en: write.title, text_en: write.text };
    const row = await trx
      .updateTable('example')
      .set({
        ...texts,
        ...(write.order === undefined ? {} : { position: write.order }),
        version: current.version + 1,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: 'saved', row };
  });
}
