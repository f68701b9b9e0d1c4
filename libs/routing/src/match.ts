import { localeFromAcceptLanguage } from './accept-language';
import { isLocale, type Locale } from './locales';
import { localizeFacultySlug, satisfiesRule } from './param-rules';
import { type MatchedParams, type ScreenId, screenIds } from './route-table';
import { patternSegments } from './route-pattern';

/** A path that is a screen of the table, with its language and decoded, checked parameters. */
export type ScreenMatch<S extends ScreenId = ScreenId> = {
  [K in S]: { kind: 'screen'; screen: K; locale: Locale; params: MatchedParams<K> };
}[S];

export type MatchResult =
  | ScreenMatch
  /** Send the visitor to `location` (a path on this site, query kept where it applies). */
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  /** Not a screen: a content-managed page, a stored redirect or the 404 page (DESIGN.md 2). */
  | { kind: 'none'; locale: Locale | null };

type SegmentsMatch =
  | { kind: 'params'; params: Record<string, string> }
  | { kind: 'violation' }
  /** The other language's faculty slug: the same path with this language's own. */
  | { kind: 'otherFacultySlug'; segments: string[] }
  | null;

/** This language's slug for a faculty slug of the other language, or null. */
function ownFacultySlug(value: string, locale: Locale): string | null {
  const own = localizeFacultySlug(value, locale);
  return own !== value && satisfiesRule('faculty', own, locale) ? own : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchSegments(screen: ScreenId, locale: Locale, actual: readonly string[]): SegmentsMatch {
  const pattern = patternSegments(screen, locale);
  if (actual.length > pattern.length) return null;
  const params: Record<string, string> = {};
  const segments = [...actual];
  let violation = false;
  let otherFacultySlug = false;
  for (const [index, segment] of pattern.entries()) {
    const value = actual[index];
    if (value === undefined) {
      if (segment.kind === 'param' && segment.optional) break;
      return null;
    }
    if (segment.kind === 'fixed') {
      if (value !== segment.text) return null;
      continue;
    }
    if (value === '') return null;
    const decoded = safeDecode(value);
    const own =
      decoded !== null && segment.rule === 'faculty' ? ownFacultySlug(decoded, locale) : null;
    if (own !== null) {
      segments[index] = own;
      otherFacultySlug = true;
    } else if (decoded === null || !satisfiesRule(segment.rule, decoded, locale)) violation = true;
    else params[segment.name] = decoded;
  }
  if (violation) return { kind: 'violation' };
  return otherFacultySlug ? { kind: 'otherFacultySlug', segments } : { kind: 'params', params };
}

function withQuery(path: string, search: string): string {
  if (search === '' || search === '?') return path;
  return `${path}${search.startsWith('?') ? '' : '?'}${search}`;
}

/**
 * spec 2 route rules: resolves a request path to a screen, a redirect or nothing. Trailing
 * slashes are redirected away (query kept), the other language's faculty slug to this
 * language's (query kept), a guard violation redirects to `/{locale}/404`,
 * and the root redirects to `/de` or `/en` from `Accept-Language` (spec 9, default de).
 * Never throws, whatever the input.
 */
export function match(pathname: string, search = '', acceptLanguage?: string | null): MatchResult {
  if (typeof pathname !== 'string') return { kind: 'none', locale: null };
  const query = typeof search === 'string' ? search : '';
  if (pathname === '' || pathname === '/') {
    return {
      kind: 'redirect',
      location: withQuery(`/${localeFromAcceptLanguage(acceptLanguage)}`, query),
      status: 307,
    };
  }
  if (!pathname.startsWith('/')) return { kind: 'none', locale: null };
  if (pathname.endsWith('/')) {
    // Leading slashes collapse too: `//host/` must never become a protocol-relative Location.
    const trimmed = pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '');
    return { kind: 'redirect', location: withQuery(`/${trimmed}`, query), status: 308 };
  }
  const [first, ...rest] = pathname.slice(1).split('/');
  if (!isLocale(first)) return { kind: 'none', locale: null };
  for (const screen of screenIds) {
    const result = matchSegments(screen, first, rest);
    if (result?.kind === 'violation')
      return { kind: 'redirect', location: `/${first}/404`, status: 307 };
    // spec 2, 5: all four faculty slugs are valid in both languages; the other language's goes to this one's.
    if (result?.kind === 'otherFacultySlug')
      return {
        kind: 'redirect',
        location: withQuery(`/${first}/${result.segments.join('/')}`, query),
        status: 308,
      };
    // The rules have checked every parameter, so the record has the screen's shape.
    if (result)
      return { kind: 'screen', screen, locale: first, params: result.params } as ScreenMatch;
  }
  return { kind: 'none', locale: first };
}

/**
 * The screen for parameter values that are already decoded (a host's route folder params),
 * checked by the same rules as a path; null when a value breaks its rule or one is missing.
 */
export function checkScreen<S extends ScreenId>(
  screen: S,
  locale: Locale,
  values: Readonly<Record<string, string | undefined>>,
): ScreenMatch<S> | null {
  const segments: string[] = [];
  for (const segment of patternSegments(screen, locale)) {
    if (segment.kind === 'fixed') segments.push(segment.text);
    else {
      const value = values[segment.name];
      if (value === undefined && segment.optional) break;
      segments.push(encodeURIComponent(value ?? ''));
    }
  }
  const result = matchSegments(screen, locale, segments);
  // Same reasoning as in `match`: the rules have checked every parameter.
  return result?.kind === 'params'
    ? ({ kind: 'screen', screen, locale, params: result.params } as ScreenMatch<S>)
    : null;
}
