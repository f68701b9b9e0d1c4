/** Stands in for the site's origin while a path is normalized; never written out. */
const placeholder = 'http://site.invalid';

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * A path of this site as the content API or the route table gives it, normalized (percent-
 * encoded as the sitemap protocol wants), or null when it is not a path of this site (an
 * absolute or protocol-relative URL, an empty value): a sitemap lists its own host only.
 */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, placeholder);
    return url.origin === placeholder ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * A sitemap `<loc>` or `hreflang` address for a normalized site path: absolute under `SITE_URL`
 * when it is set, else relative like the pages' canonical links (Next.js has no origin then).
 * Next.js writes these values into the XML verbatim, so they are entity-escaped here.
 */
export function sitemapUrl(path: string, origin: URL | null): string {
  const url = origin ? new URL(path, origin).href : path;
  return url.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}
