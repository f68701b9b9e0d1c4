import { isLocale, type Locale } from './locales';
import { routeTable, type ScreenId } from './route-table';

export type MatchResult =
  | { kind: 'screen'; screen: ScreenId; locale: Locale; params: Record<string, string> }
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308 }
  | { kind: 'none'; locale: Locale | null };

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) {
      if (actual === '') return null;
      params[param[1]] = actual;
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/** Resolves a request path to a screen, a redirect, or nothing (spec 2 route rules). */
export function match(pathname: string): MatchResult {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: pathname.replace(/\/+$/, '') || '/', status: 308 };
  }
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return { kind: 'none', locale: null };
  const path = rest.length ? `/${rest.join('/')}` : '';
  for (const [screen, patterns] of Object.entries(routeTable) as [ScreenId, Record<Locale, string>][]) {
    const params = matchPattern(patterns[first], path);
    if (params) return { kind: 'screen', screen, locale: first, params };
  }
  return { kind: 'none', locale: first };
}
