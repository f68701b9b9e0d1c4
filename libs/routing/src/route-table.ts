import type { Locale } from './locales';

/**
 * spec 2: the screens of the site and their path per language, below the `/{locale}` prefix.
 * `{name}` is a parameter. Everything else (links, matching, alternates) is derived from this.
 */
export const routeTable = {
  newsList: { de: '/neuigkeiten', en: '/news' },
  newsDetail: { de: '/neuigkeiten/{slug}/{id}', en: '/news/{slug}/{id}' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ScreenId = keyof typeof routeTable;

type ParamNames<Pattern extends string> = Pattern extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The parameters a screen's path needs, typed from its pattern. */
export type ScreenParams<S extends ScreenId> = {
  [K in ParamNames<(typeof routeTable)[S]['de']>]: string | number;
};
