import { isLocale } from './locales';
import { checkScreen, type ScreenMatch } from './match';
import { type QueryRecord, readQuerySegment } from './query-segment';
import type { ScreenId } from './route-table';

/** The params a host's route gives a screen: the locale and the screen's own parameters (strings, or lists for catch-alls). */
export type RouteParams = Record<string, string | string[] | undefined>;

/**
 * The screen a host route renders, read back from its params and checked by the route rules
 * again (a route can be requested only through the proxy's rewrite, but the check is cheap and
 * keeps pages from trusting their input). Null means not found.
 */
export function screenFromParams<S extends ScreenId>(
  screen: S,
  params: RouteParams,
): ScreenMatch<S> | null {
  const { locale, ...rest } = params;
  if (!isLocale(locale)) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (typeof value === 'string') values[name] = value;
  }
  return checkScreen(screen, locale, values);
}

/** A list screen's own params and its query, which the proxy moved into the `query` segment (see `queryScreens`). */
export function splitQuery(params: RouteParams): { folder: RouteParams; query: QueryRecord } {
  const { query, ...folder } = params;
  return { folder, query: readQuerySegment(query) };
}
