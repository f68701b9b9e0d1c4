import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/** Whether answers are checked against their schema before sending (tests turn it on). */
let checkAnswers = false;

/** Turns the answer check on or off (the test app checks every answer against the contract). */
export function setAnswerCheck(enabled: boolean): void {
  checkAnswers = enabled;
}

/**
 * A JSON answer typed by its contract schema (the wire shape, `InferInput`). With the check on,
 * an answer that breaks the contract throws, so a test fails at the endpoint that broke it.
 */
export function answer<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  body: v.InferInput<TSchema>,
  status: ContentfulStatusCode = 200,
) {
  if (checkAnswers) {
    const result = v.safeParse(schema, body);
    if (!result.success) {
      const [issue] = result.issues;
      throw new Error(
        `Answer of ${c.req.path} breaks its schema at ${(issue && v.getDotPath(issue)) ?? '(root)'}: ${issue?.message ?? ''}`,
      );
    }
  }
  return c.json(body as object, status);
}

/** spec 8: the JSON error answers (Django REST framework's `detail` shape). */
export const notFound = (c: Context, detail = 'Not found.') => c.json({ detail }, 404);
