/** An http(s) origin from a configured value, or null when it is not one. */
function origin(value: string | undefined | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? new URL(url.origin) : null;
  } catch {
    return null;
  }
}

/**
 * The public origin of the site, so that canonical, hreflang and sitemap links are
 * always absolute (search engines reject relative ones). `SITE_URL` (for example
 * `https://www.example.org`) when set; else the origin of the request where one is at hand
 * (robots.txt and the sitemap are rendered per request); else the host's own address
 * (`HOST_URL`, which `npm start` and the e2e run set), else `http://localhost:$PORT`. Cached
 * pages never read the request: an origin taken from a `Host` header would be stored in the
 * page for every later visitor, so they use the configured or the host's own address.
 */
export function siteUrl(requestOrigin: string | null = null): URL {
  return (
    origin(process.env['SITE_URL']) ??
    origin(requestOrigin) ??
    origin(process.env['HOST_URL']) ??
    new URL(`http://localhost:${process.env['PORT'] ?? '3000'}`)
  );
}

/** The origin of a request from its headers (behind a proxy: `X-Forwarded-Proto` and `-Host`). */
export function requestOrigin(headers: Pick<Headers, 'get'>): string | null {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!host || !/^[\w.-]+(:\d+)?$/.test(host)) return null;
  const protocol = headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
