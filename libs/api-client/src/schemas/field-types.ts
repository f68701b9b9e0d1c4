import * as v from 'valibot';

/** A database id: a positive integer. */
export const entityIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** An ISO 8601 instant as the API sends it (kept a string so server and client render alike). */
export const isoInstantSchema = v.pipe(v.string(), v.isoTimestamp());
