import * as v from 'valibot';
import { maxCacheTagLength } from './cache-tags';

/** DESIGN.md 5: where the content API tells the host which cache tags a write touched. */
export const revalidatePath = '/api/revalidate';

/** The most tags one revalidation names (a write touches a handful). */
export const maxRevalidateTags = 1_000;

/**
 * The body of `POST {host}/api/revalidate` (with `Authorization: Bearer <secret>`): the tags a
 * write touched, each non-empty and within Next's tag length.
 */
export const revalidateRequestSchema = v.object({
  tags: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(maxCacheTagLength))),
    v.maxLength(maxRevalidateTags),
  ),
});

export type RevalidateRequest = v.InferOutput<typeof revalidateRequestSchema>;
