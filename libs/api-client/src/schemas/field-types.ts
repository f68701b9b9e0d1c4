import * as v from 'valibot';

/** A database id: a positive integer. */
/** The largest id a PostgreSQL `integer`/`serial` column holds; a larger one can name nothing. */
export const maxEntityId = 2_147_483_647;

export const entityIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxEntityId));

/** An ISO 8601 instant as the API sends it (kept a string so server and client render alike). */
export const isoInstantSchema = v.pipe(v.string(), v.isoTimestamp());
