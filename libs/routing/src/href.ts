import type { Locale } from './locales';
import { localizeFacultySlug } from './param-rules';
import type { OptionalParamName, RequiredParamName, ScreenId, ScreenParams } from './route-table';
import { patternSegments } from './route-pattern';

/** `href`'s parameter argument: absent for fixed paths, optional when every parameter is. */
export type HrefParams<S extends ScreenId> = [RequiredParamName<S>] extends [never]
  ? [OptionalParamName<S>] extends [never]
    ? []
    : [params?: ScreenParams<S>]
  : [params: ScreenParams<S>];

/**
 * spec 2: the localized path of a screen, with the locale prefix and encoded parameters. A
 * faculty slug of either language is written in the target language; an optional parameter
 * that is missing ends the path (the search page needs a category before a page number).
 */
export function href<S extends ScreenId>(
  screen: S,
  locale: Locale,
  ...[params]: HrefParams<S>
): string {
  const values: Partial<Record<string, string | number>> = params ?? {};
  const parts: string[] = [locale];
  for (const segment of patternSegments(screen, locale)) {
    if (segment.kind === 'fixed') {
      parts.push(segment.text);
      continue;
    }
    const value = values[segment.name];
    if (segment.optional && (value === undefined || value === '')) break;
    const text = String(value ?? '');
    parts.push(
      encodeURIComponent(segment.rule === 'faculty' ? localizeFacultySlug(text, locale) : text),
    );
  }
  return `/${parts.join('/')}`;
}
