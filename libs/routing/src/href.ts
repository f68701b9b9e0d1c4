import type { Locale } from './locales';
import { routeTable, type ScreenId, type ScreenParams } from './route-table';

type ParamsArg<S extends ScreenId> = keyof ScreenParams<S> extends never ? [] : [params: ScreenParams<S>];

/** The localized path of a screen, with the locale prefix and encoded parameters. */
export function href<S extends ScreenId>(screen: S, locale: Locale, ...[params]: ParamsArg<S>): string {
  const pattern: string = routeTable[screen][locale];
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  return `/${locale}${path}`;
}
