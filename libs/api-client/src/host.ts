// @aula/api-client/host: what a web host in front of the content API needs on the server,
// framework-free (web-standard Request, Response and Headers; node:crypto): the pass-through of
// the browser's API calls with its limits, the security headers of every answer, the
// revalidation call's check, the content-path lookup and its per-process cache, the reading of
// paged lists, the sitemap and the site's public origin; and (node:http) the copy of cached
// pages the host's server answers visitors from. Never import it in browser code.
export {
  passThrough,
  passThroughRefusal,
  readLimited,
  refusal,
  withoutClientForwardedFor,
} from './host/pass-through';
export { contentSecurityPolicy, securityHeaders } from './host/security-headers';
export { hasSecret, revalidationTags } from './host/revalidate-secret';
export {
  lookupContentPath,
  type ContentLookupClient,
  type ContentPathLookup,
} from './host/content-path-lookup';
export {
  cachedContentPathLookup,
  clearContentPathLookups,
  lookupTtl,
  maxLookups,
} from './host/content-path-cache';
export { processMap, type ProcessMap } from './host/process-map';
export { sharedInFlight } from './host/shared-in-flight';
export { collectPages, maxListPages } from './host/collect-pages';
export { loadPages } from './host/load-pages';
export { mapLimited } from './host/map-limited';
export { buildSitemap, maxSitemapEntries } from './host/sitemap/build-sitemap';
export type {
  SitemapApi,
  SitemapClient,
  SitemapLog,
  SitemapRoutes,
} from './host/sitemap/sitemap-client';
export type { SitemapEntry, SitemapPage } from './host/sitemap/sitemap-page';
export { requestOrigin, siteUrl } from './host/site-url';
export { loadSiteChromeData, type SiteChromeData } from './host/site-chrome-data';
export { entityLookup, entityLookupKey, type EntityScreen } from './host/entity-lookup';
export {
  clearPageCopies,
  pageCopies,
  PageCopies,
  type PageCopy,
  type PageCopiesOptions,
} from './host/page-responses/page-copies';
export {
  draftModeCookieName,
  pageRequestKey,
  pageVaryHeaders,
  type PageRequest,
} from './host/page-responses/page-request-key';
export { copyLifetime, maxCopyAgeMs } from './host/page-responses/storable-page';
export {
  pageCopyHeader,
  servePageCopies,
  type ServePageCopiesOptions,
} from './host/page-responses/serve-page-copies';
