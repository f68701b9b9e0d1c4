export { locales, defaultLocale, isLocale, otherLocale, type Locale } from './locales';
export { routeTable, type ScreenId, type ScreenParams } from './route-table';
export { href } from './href';
export { match, type MatchResult } from './match';
