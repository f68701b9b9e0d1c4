import { checkScreen, isLocale, type QueryRecord, readQuerySegment, type ScreenId, type ScreenMatch } from '@aula/routing';

/** The params Next.js gives a screen's folder: the locale and the screen's own parameters. */
export type FolderParams = Record<string, string | string[] | undefined>;

/**
 * The screen a route folder renders, read back from the folder's params and checked by the
 * route rules again (a folder can be requested only through the proxy, but the check is cheap
 * and keeps pages from trusting their input). Null means not found.
 */
export function folderScreen<S extends ScreenId>(screen: S, params: FolderParams): ScreenMatch<S> | null {
  const { locale, ...rest } = params;
  if (!isLocale(locale)) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (typeof value === 'string') values[name] = value;
  }
  return checkScreen(screen, locale, values);
}

/** A list screen's own params and its query, which the proxy moved into the `[query]` segment (see `queryScreens`). */
export function splitQuery(params: FolderParams): { folder: FolderParams; query: QueryRecord } {
  const { query, ...folder } = params;
  return { folder, query: readQuerySegment(query) };
}
