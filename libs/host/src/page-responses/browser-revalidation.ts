import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

const isSharedLifetime = (directive: string) => /^s-maxage=/i.test(directive);
const isBrowserRule = (directive: string) =>
  /^(max-age=|private$|no-store$|no-cache\b)/i.test(directive);
const isReplaced = (directive: string) =>
  /^(stale-while-revalidate=|public$|must-revalidate$)/i.test(directive);

/**
 * DESIGN.md 5 (a save is visible to visitors at once): Next.js marks a cached page
 * `s-maxage=N, stale-while-revalidate=M` without `max-age`. A browser takes such a page as stale
 * at once, but may show its stale copy for M seconds while it revalidates behind it (RFC 5861):
 * a returning visitor would see the page from before a save, an editor who has just logged in
 * the visitor's page without the editor. Browsers are told to revalidate the page on every visit
 * instead (which the host's copy answers with a 304); shared caches keep `s-maxage`. A header
 * that already says what browsers do (`max-age`, `private`, `no-store`, `no-cache`) is kept.
 */
export function browserCacheControl(cacheControl: string): string {
  const directives = cacheControl
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);
  if (!directives.some(isSharedLifetime) || directives.some(isBrowserRule)) return cacheControl;
  return [
    'public',
    'max-age=0',
    'must-revalidate',
    ...directives.filter((d) => !isReplaced(d)),
  ].join(', ');
}

const revised = (value: OutgoingHttpHeaders[string]) =>
  typeof value === 'string' ? browserCacheControl(value) : value;

/**
 * Applies `browserCacheControl` to the answer's `Cache-Control` when its head is written, whether
 * it was set with `setHeader` (as Next.js does) or given to `writeHead` as an object.
 */
export function revalidatedByBrowsers(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const current = this.getHeader('cache-control');
    if (typeof current === 'string' && !this.headersSent)
      this.setHeader('cache-control', browserCacheControl(current));
    const at = typeof args[1] === 'string' ? 2 : 1;
    const given = args[at];
    if (given && typeof given === 'object' && !Array.isArray(given))
      args[at] = Object.fromEntries(
        Object.entries(given as OutgoingHttpHeaders).map(([name, value]) => [
          name,
          name.toLowerCase() === 'cache-control' ? revised(value) : value,
        ]),
      );
    return (writeHead as (...given: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
