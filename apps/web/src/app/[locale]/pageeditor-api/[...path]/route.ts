import { passThrough } from '@web/content/pass-through';

/** DESIGN.md 2: a browser call to the content API, passed through (see pass-through.ts). */
export const dynamic = 'force-dynamic';
export {
  passThrough as GET,
  passThrough as HEAD,
  passThrough as POST,
  passThrough as PUT,
  passThrough as PATCH,
  passThrough as DELETE,
  passThrough as OPTIONS,
};
