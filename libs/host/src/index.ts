// @aula/host: what a web host in front of the content API needs on the server, never in browser
// code (DESIGN.md 1: @aula/api-client stays the framework-free contract, this is its server
// side): the pass-through of the browser's API calls with its limits, the security headers of
// every answer, the revalidation call's check (node:crypto), the content-path lookup and its
// per-process cache, the reading of paged lists, the sitemap and the site's public origin; and
// (node:http) the copy of cached pages the host's server answers visitors from. Next.js's cache
// handlers are separate entries (loaded by file path, see README.md).
export {
  apiRequestHeaders,
  isContentApiPath,
  isHopHeader,
  passThrough,
  passThroughRefusal,
  readLimited,
  refusal,
  withoutClientForwardedFor,
} from './pass-through';
export { contentSecurityPolicy, securityHeaders } from './security-headers';
export {
  forwardBrowserCalls,
  type ForwardBrowserCallsOptions,
} from './forward/forward-browser-calls';
export { hasSecret, revalidationTags } from './revalidate-secret';
export {
  lookupContentPath,
  type ContentLookupClient,
  type ContentPathLookup,
} from './content-path-lookup';
export {
  cachedContentPathLookup,
  clearContentPathLookups,
  lookupTtl,
  maxLookups,
} from './content-path-cache';
export { processMap, type ProcessMap } from './process-map';
export { sharedInFlight } from './shared-in-flight';
export { collectPages, maxListPages } from './collect-pages';
export { loadPages } from './load-pages';
export { mapLimited } from './map-limited';
export { buildSitemap, maxSitemapEntries } from './sitemap/build-sitemap';
export type {
  SitemapApi,
  SitemapClient,
  SitemapLog,
  SitemapRoutes,
} from './sitemap/sitemap-client';
export type { SitemapEntry, SitemapPage } from './sitemap/sitemap-page';
export { requestOrigin, siteUrl } from './site-url';
export { loadSiteChromeData, type SiteChromeData } from './site-chrome-data';
export { entityLookup, entityLookupKey, type EntityScreen } from './entity-lookup';
export {
  clearPageCopies,
  pageCopies,
  PageCopies,
  type PageCopy,
  type PageCopiesOptions,
} from './page-responses/page-copies';
export {
  draftModeCookieName,
  pageRequestKey,
  pageVaryHeaders,
  type PageRequest,
} from './page-responses/page-request-key';
export { copyLifetime, maxCopyAgeMs } from './page-responses/storable-page';
export {
  pageCopyHeader,
  servePageCopies,
  type ServePageCopiesOptions,
} from './page-responses/serve-page-copies';
