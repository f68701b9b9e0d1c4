import { issuesToFieldErrors, queryObject } from '@aula/api-client';
import type { Context } from 'hono';
import * as v from 'valibot';

/**
 * spec 5: a request's query string parsed by its contract schema before any query runs; a
 * value out of bounds answers 400 with the field errors (never a 500 from the database).
 */
export function parseQuery<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): { ok: true; query: v.InferOutput<TSchema> } | { ok: false; response: Response } {
  const parsed = v.safeParse(schema, queryObject(new URL(c.req.url).searchParams));
  if (parsed.success) return { ok: true, query: parsed.output };
  return {
    ok: false,
    response: c.json(
      { detail: 'Invalid query parameter.', errors: issuesToFieldErrors(parsed.issues) },
      400,
    ),
  };
}
