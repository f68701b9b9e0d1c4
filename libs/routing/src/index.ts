export { locales, defaultLocale, isLocale, otherLocale, type Locale } from './locales';
export { localeFromAcceptLanguage } from './accept-language';
export {
  facultySlugs,
  searchCategories,
  localizeFacultySlug,
  type FacultySlug,
  type ParamRule,
  type SearchCategory,
} from './param-rules';
export {
  routeTable,
  screenIds,
  type RouteRow,
  type ScreenId,
  type ScreenParams,
  type MatchedParams,
  type RequiredParamName,
  type OptionalParamName,
} from './route-table';
export { href, type HrefParams } from './href';
export { match, checkScreen, type MatchResult, type ScreenMatch } from './match';
export { alternates, type LanguageLinks, type ScreenTarget } from './alternates';
export { languageUrls } from './language-urls';
export { isSitePath, localeOfPath, sitePathOr } from './site-path';
export { withoutVersion } from './without-version';
export { cmsPath, screenFolders, screenPath } from './internal-path';
export {
  emptyQuerySegment,
  hasQuerySegment,
  querySegment,
  queryScreens,
  readQuerySegment,
  type QueryRecord,
} from './query-segment';
export { screenFromParams, splitQuery, type RouteParams } from './screen-from-params';
export {
  staticScreenPattern,
  staticScreenIds,
  staticScreenQueryNames,
  staticScreenRewrites,
  type StaticRewrite,
} from './static-screens';
export {
  adminGroupOf,
  adminGroups,
  adminNavGroups,
  adminPath,
  adminRoot,
  adminRouting,
  adminScreenGroup,
  adminScreens,
  isAdminPath,
  type AdminEntityTarget,
  type AdminGroup,
  type AdminGroupedScreen,
  type AdminNavGroup,
  type AdminRouting,
  type AdminScreen,
} from './admin-paths';
