import { NotFoundError, type Locale } from '@aula/api-client';

/** The two page-editor calls of the lookup (`ApiClient` has them; tests pass fakes). */
export interface ContentLookupClient {
  pageEditor: {
    page(locale: Locale, path: string): Promise<{ id: number; is_online: boolean }>;
    redirect(locale: Locale, path: string): Promise<{ new_path: string }>;
  };
}

export type ContentPathLookup =
  /** A page exists; its id lets the page route read it once, under its cache tag. */
  | { kind: 'page'; id: number }
  /** The page lookup failed: the page route renders the page or shows the error page. */
  | { kind: 'unavailable' }
  /** A stored redirect: answer 301 to `location` (a site path or an http(s) URL). */
  | { kind: 'redirect'; location: string }
  /** Neither: the not-found page (`failed`: the redirect lookup failed, which spec 8 ignores). */
  | { kind: 'none'; failed?: true };

/** A stored target the site may redirect to: a path on the site (never `//host`) or an http(s) URL. */
function redirectTarget(newPath: string): string | null {
  return /^\/(?![/\\])/.test(newPath) || /^https?:\/\//i.test(newPath) ? newPath : null;
}

/**
 * DESIGN.md 2, spec 7, 8: a path below a language that is not a screen is looked up as a
 * content-managed page, then as a stored redirect. An offline page is not found for a visitor
 * (spec 4); a failing redirect lookup is ignored (spec 8). `path` is the URL-encoded path below
 * the language prefix.
 */
export async function lookupContentPath(
  client: ContentLookupClient,
  locale: Locale,
  path: string,
): Promise<ContentPathLookup> {
  try {
    const page = await client.pageEditor.page(locale, path);
    if (page.is_online) return { kind: 'page', id: page.id };
  } catch (error) {
    if (!(error instanceof NotFoundError)) return { kind: 'unavailable' };
  }
  try {
    const location = redirectTarget((await client.pageEditor.redirect(locale, path)).new_path);
    return location ? { kind: 'redirect', location } : { kind: 'none' };
  } catch (error) {
    return error instanceof NotFoundError ? { kind: 'none' } : { kind: 'none', failed: true };
  }
}
