import type { Locale } from './locales';
import type { ParamRule } from './param-rules';
import { routeTable, type ScreenId } from './route-table';

/** One path segment of a pattern: fixed text or a named parameter. */
export type PatternSegment =
  | { kind: 'fixed'; text: string }
  | { kind: 'param'; name: string; optional: boolean; rule: ParamRule };

const placeholder = /^\{(\w+)(\??)\}$/;

function parse(screen: ScreenId, locale: Locale): PatternSegment[] {
  const row = routeTable[screen];
  const rules: Readonly<Record<string, ParamRule>> = 'rules' in row ? row.rules : {};
  return row[locale]
    .split('/')
    .slice(1)
    .map((part): PatternSegment => {
      const param = placeholder.exec(part);
      if (!param?.[1]) return { kind: 'fixed', text: part };
      return {
        kind: 'param',
        name: param[1],
        optional: param[2] === '?',
        rule: rules[param[1]] ?? 'segment',
      };
    });
}

const cache = new Map<string, PatternSegment[]>();

/** The segments of a screen's pattern in a language (parsed once). */
export function patternSegments(screen: ScreenId, locale: Locale): PatternSegment[] {
  const key = `${screen}:${locale}`;
  let segments = cache.get(key);
  if (!segments) {
    segments = parse(screen, locale);
    cache.set(key, segments);
  }
  return segments;
}
