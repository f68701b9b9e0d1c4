import { missingOrDegraded } from '../content/lost-data';

/**
 * spec 4, 8: a section that is not there (404) simply does not show. A section whose request
 * failed (API unreachable, 5xx) is logged and abandons the render (never cached without it, see
 * `missingOrDegraded`): a page that lost data is never cached as if it were good.
 */
export async function optional<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    return missingOrDegraded(error, what);
  }
}
