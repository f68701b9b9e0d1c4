import { href, type HrefParams } from './href';
import { defaultLocale, type Locale, locales, otherLocale } from './locales';
import type { MatchedParams, ScreenId, ScreenParams } from './route-table';

/** A screen in one language, as `match` returns it or a page knows it. */
export interface ScreenTarget<S extends ScreenId> {
  screen: S;
  locale: Locale;
  /** `href`'s parameters, or the ones `match` read (a matched value is always a valid input). */
  params?: ScreenParams<S> | MatchedParams<S>;
}

/** The URLs of one screen per language: the `hreflang` links and the canonical one. */
export interface LanguageLinks {
  canonical: string;
  languages: Record<Locale | 'x-default', string>;
}

function path<S extends ScreenId>(
  screen: S,
  locale: Locale,
  params: ScreenParams<S> | undefined,
): string {
  // The table's shapes are the same in every language, so one parameter set fits both paths.
  return href(screen, locale, ...((params ? [params] : []) as HrefParams<S>));
}

/**
 * spec 2 (language switch): the URL of the same screen in each language, for the language
 * switch, `rel=alternate hreflang` (x-default is the German one) and `rel=canonical`. Entities
 * may have another slug in the other language: pass the other language's parameters (for
 * example `{ slug: 'open-day' }`) in `otherParams`; faculty slugs are translated by themselves.
 */
export function alternates<S extends ScreenId>(
  target: ScreenTarget<S>,
  otherParams?: Partial<ScreenParams<S>>,
): LanguageLinks {
  const other = otherLocale(target.locale);
  const own = target.params as ScreenParams<S> | undefined;
  const params = own && { ...own, ...otherParams };
  const byLocale = {
    [target.locale]: path(target.screen, target.locale, own),
    [other]: path(target.screen, other, params),
  } as Record<Locale, string>;
  const languages = Object.fromEntries(
    locales.map((locale) => [locale, byLocale[locale]]),
  ) as Record<Locale, string>;
  return {
    canonical: byLocale[target.locale],
    languages: { ...languages, 'x-default': byLocale[defaultLocale] },
  };
}
