import type { Locale, MatchResult, ScreenId } from '@aula/routing';

/**
 * The app folder that renders each screen. The proxy rewrites every localized URL to one of
 * these, so the folder names never appear in a visitor's address bar and need no translation.
 */
const screenFolders = {
  newsList: 'news-list',
  newsDetail: 'news-detail',
} as const satisfies Record<ScreenId, string>;

/** The internal path that renders a matched screen. */
export function screenPath(screen: Extract<MatchResult, { kind: 'screen' }>): string {
  const params = Object.values(screen.params).map(encodeURIComponent);
  return ['', screen.locale, screenFolders[screen.screen], ...params].join('/');
}

/** The internal path of the content-managed page lookup for a path that is not a screen. */
export function cmsPath(locale: Locale, pathname: string): string {
  const rest = pathname.split('/').slice(2).filter(Boolean).join('/');
  return `/${locale}/cms${rest ? `/${rest}` : ''}`;
}
