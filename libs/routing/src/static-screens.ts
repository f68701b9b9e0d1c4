import { locales, type Locale } from './locales';
import { screenFolders } from './internal-path';
import { emptyQuerySegment, hasQuerySegment, queryScreens } from './query-segment';
import { routeTable, type ScreenId, screenIds } from './route-table';

/**
 * DESIGN.md 5: the screens whose address is one fixed path per language (no parameter), so a
 * host can rewrite them without running code per request (cached pages answer faster). The 404
 * screen and search are left out: the first answers with the not-found page, the second reads
 * its query on every request.
 */
export const staticScreenIds = screenIds.filter(
  (screen) => screen !== 'notFound' && screen !== 'search' && !routeTable[screen].de.includes('{'),
);

/** The query names any static screen reads: a request carrying one needs the proxy (its query segment, `?page=999`). */
export const staticScreenQueryNames = [
  ...new Set(Object.values<readonly string[]>(queryScreens).flat()),
].sort();

/** A rewrite of the host's configuration: the public path and the internal route that renders it. */
export interface StaticRewrite {
  readonly source: string;
  readonly destination: string;
}

/** The internal route of a static screen without a query (`/de/news-list/-`, `/en/press`). */
function internalPath(screen: ScreenId, locale: Locale): string {
  return [
    '',
    locale,
    screenFolders[screen],
    ...(hasQuerySegment(screen) ? [emptyQuerySegment] : []),
  ].join('/');
}

/**
 * Every static screen's public path in both languages and its internal route: what the proxy
 * would rewrite to for a visitor without a session, draft mode or a query the screen reads.
 */
export function staticScreenRewrites(): StaticRewrite[] {
  return staticScreenIds.flatMap((screen) =>
    locales.map((locale) => ({
      source: `/${locale}${routeTable[screen][locale]}`,
      destination: internalPath(screen, locale),
    })),
  );
}

/**
 * The public paths of the static screens as one regular expression without anchors, per
 * language (`de(?:/(?:neuigkeiten|…))?|en(?:/(?:news|…))?`), for the proxy's matcher.
 * Per language, because another language's path (`/de/news`) is a content path, not a screen.
 */
export function staticScreenPattern(): string {
  return locales
    .map((locale) => {
      const paths = staticScreenIds
        .map((screen) => routeTable[screen][locale].slice(1))
        .filter(Boolean);
      const alternatives = [...new Set(paths)].sort(
        (a, b) => b.length - a.length || a.localeCompare(b),
      );
      return `${locale}(?:/(?:${alternatives.join('|')}))?`;
    })
    .join('|');
}
