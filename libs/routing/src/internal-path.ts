import type { Locale } from './locales';
import type { ScreenMatch } from './match';
import type { ScreenId } from './route-table';
import { hasQuerySegment, querySegment } from './query-segment';

/**
 * The app folder that renders each screen (below `app/[locale]/(site)`). The proxy rewrites
 * every localized URL to one of these, so the folder names never appear in a visitor's address
 * bar and need no translation.
 */
export const screenFolders = {
  home: 'home',
  notFound: 'status-404',
  applicationOverview: 'application-overview',
  applicationDetail: 'application-detail',
  microsites: 'microsites',
  newsList: 'news-list',
  newsDetail: 'news-detail',
  newsletter: 'newsletter',
  personList: 'person-list',
  personDetail: 'person-detail',
  press: 'press',
  pressReleaseList: 'press-release-list',
  pressReleaseDetail: 'press-release-detail',
  studyOverview: 'study-overview',
  guestAuditors: 'guest-auditors',
  faculty: 'faculty',
  studyProgramme: 'study-programme',
  studySubject: 'study-subject',
  eventList: 'event-list',
  eventDetail: 'event-detail',
  search: 'search',
} as const satisfies Record<ScreenId, string>;

/**
 * The internal path that renders a matched screen: its folder, the query segment of a list
 * screen (see `queryScreens`), then its parameters in pattern order.
 */
export function screenPath(screen: ScreenMatch, search = ''): string {
  const params = Object.values<string | undefined>(screen.params)
    .filter((value) => value !== undefined)
    .map(encodeURIComponent);
  const query = hasQuerySegment(screen.screen) ? [querySegment(screen.screen, search)] : [];
  return ['', screen.locale, screenFolders[screen.screen], ...query, ...params].join('/');
}

// A page path never holds control characters (NUL would even break a PostgreSQL text lookup).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * The internal path of the content-managed page lookup for a path that is not a screen. Each
 * segment is decoded and encoded again, so the rewrite is always a valid path; a broken
 * percent-encoding or a control character cannot name a page: null (the not-found page, never
 * a 5xx). `pageId` is the page the proxy's lookup found (0: not known, as for editors' requests,
 * which go to the same route rendered for them in draft mode): the route reads the page once.
 */
export function cmsPath(locale: Locale, pathname: string, pageId = 0): string | null {
  const segments: string[] = [];
  for (const segment of pathname.split('/').slice(2).filter(Boolean)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (controlCharacter.test(decoded)) return null;
    segments.push(encodeURIComponent(decoded));
  }
  return ['', locale, 'cms', String(pageId), ...segments].join('/');
}
