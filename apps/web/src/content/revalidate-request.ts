import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** The body the content API sends (content-server `httpRevalidate`): the tags a write touched. */
const bodySchema = v.object({ tags: v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(256))) });

/** Whether the `Authorization: Bearer …` header carries the shared secret (constant-time compare). */
export function hasSecret(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The tags of a revalidation body, or null when it is not `{ tags: string[] }`. */
export function revalidationTags(body: unknown): string[] | null {
  const parsed = v.safeParse(bodySchema, body);
  return parsed.success ? [...new Set(parsed.output.tags)] : null;
}
