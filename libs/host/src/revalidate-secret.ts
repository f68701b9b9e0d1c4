import { timingSafeEqual } from 'node:crypto';
import { revalidateRequestSchema } from '@aula/api-client';
import * as v from 'valibot';

/** Whether the `Authorization: Bearer …` header carries the shared secret (constant-time compare). */
export function hasSecret(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The tags of a revalidation body, or null when it is not `{ tags: string[] }`. */
export function revalidationTags(body: unknown): string[] | null {
  const parsed = v.safeParse(revalidateRequestSchema, body);
  return parsed.success ? [...new Set(parsed.output.tags)] : null;
}
