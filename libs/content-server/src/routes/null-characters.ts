import type { MiddlewareHandler } from 'hono';

/** A NUL in the URL (`%00`, also in the path) or in a JSON body (`\u0000` escaped or as it is). */
const nulInUrl = /%00/;
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const nulInJson = /\u0000|\\u0000/i;

/**
 * PostgreSQL text cannot hold NUL, so a value carrying one made the query fail with a 500. Such a
 * request is refused with 400 before it reaches a route, and nothing is stored (bad
 * input gets a clear error and changes nothing). Multipart fields are cleaned where they are read.
 */
export const rejectNulCharacters: MiddlewareHandler = async (c, next) => {
  if (nulInUrl.test(c.req.url))
    return c.json({ detail: 'The request contains a NUL character.' }, 400);
  if (c.req.header('content-type')?.includes('json') && nulInJson.test(await c.req.text())) {
    return c.json({ detail: 'The request contains a NUL character.' }, 400);
  }
  return next();
};
