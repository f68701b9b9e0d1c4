import * as v from 'valibot';
import { validationMessages as m } from './validation-messages';

/**
 * spec 5: the one set of field rules every schema bounds its values with, so no value the
 * database cannot hold (an integer past PostgreSQL's `integer`, 1e308, a lone surrogate, a
 * 10 MB string) ever reaches a query.
 */

/** The largest id a PostgreSQL `integer`/`serial` column holds; a larger one can name nothing. */
export const maxEntityId = 2_147_483_647;

/** A database id: a positive integer that fits a PostgreSQL `integer`. */
export const entityIdSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(maxEntityId),
);

/** A bounded integer (positions, columns, versions, counts) with the issue keys of the editor forms. */
export const boundedIntegerSchema = (min: number, max: number) =>
  v.pipe(
    v.number(m.required),
    v.integer(m.option),
    v.minValue(min, m.option),
    v.maxValue(max, m.option),
  );

/** A version counter (optimistic locking): 1 up to PostgreSQL's integer. */
export const versionSchema = boundedIntegerSchema(1, maxEntityId);

/** Whether a string is well-formed UTF-16 (no lone surrogate, which PostgreSQL's UTF-8 cannot store). */
export const isWellFormedText = (text: string) =>
  !/(?:[\uD800-\uDBFF](?![\uDC00-\uDFFF]))|(?:(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/.test(text);

/** A bounded text: at most `max` characters, no NUL, no lone surrogate. */
export const boundedTextSchema = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max, m.tooLong),
    v.check((text) => !text.includes('\u0000') && isWellFormedText(text), m.option),
  );

/** An id written in a URL (`?category=12`): digits only, within the id range; undefined when it is none. */
export function entityIdFromText(text: string | null | undefined): number | undefined {
  if (!text || !/^[0-9]{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= maxEntityId ? id : undefined;
}

/** An ISO 8601 instant as the API sends it (kept a string so server and client render alike). */
export const isoInstantSchema = v.pipe(v.string(), v.isoTimestamp());
