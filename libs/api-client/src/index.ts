// The contract (spec 3 and 7): schemas, inferred types and the fetch client. Framework-free;
// the TanStack Query layer is the separate `@aula/api-client/react` entry.
export * from './schemas/modules';
export { embedFrameHosts, embedPlayerUrl } from './embeds/embed-player-url';
export * from './rich-text/rich-text-policy';
export * from './schemas/validation-messages';
export * from './schemas/field-types';
export * from './schemas/query-params';
export * from './schemas/request-limits';
export * from './schemas/media-library';
export * from './schemas/language';
export * from './schemas/calendar';
export * from './schemas/category';
export * from './schemas/list-filter';
export * from './schemas/list-state';
export * from './schemas/paged-list';
export * from './schemas/page';
export * from './schemas/page-settings';
export * from './schemas/header-behaviour';
export * from './schemas/media';
export * from './schemas/breaking-news';
export * from './schemas/navigation';
export * from './schemas/user';
export * from './schemas/redirect';
export * from './schemas/microsites';
export * from './schemas/news';
export * from './schemas/event';
export * from './schemas/person';
export * from './schemas/press';
export * from './schemas/study';
export * from './schemas/home';
export * from './schemas/search';
export * from './schemas/newsletter';
export * from './schemas/example';
export * from './schemas/login';
export * from './schemas/field-errors';
export * from './schemas/section-save';
export * from './schemas/structure';
export * from './schemas/presence';
export * from './schemas/translation';
export {
  ApiError,
  ConflictError,
  ForbiddenError,
  HttpError,
  NetworkError,
  NotFoundError,
  ParseError,
  UnauthorizedError,
  ValidationError,
} from './client/errors';
export { requestJson, type ClientOptions, type RequestSpec } from './client/request';
export {
  csrfCookieName,
  csrfHeaderName,
  draftModeCookieName,
  forwardCookies,
  readCookie,
  sessionCookieName,
} from './client/cookies';
export * from './contract/cache-tags';
export * from './contract/revalidate-request';
export { defaultMinimumDelay, withMinimumDelay } from './client/minimum-delay';
export { createRepository, type Repository } from './client/repository';
export { moduleApiBase } from './client/endpoints/page-editor';
export { sectionSavePath } from './client/endpoints/sections';
export { exampleApiBase } from './client/endpoints/example';
export type { ListQuery } from './client/endpoints/listings';
export { createClient, type ApiClient } from './client/create-client';
export * from './admin';
export * from './schemas/publishing';
