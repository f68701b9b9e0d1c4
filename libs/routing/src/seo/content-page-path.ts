import { match } from '../match';

/**
 * The content-managed page path (below `/de/`, still URL-encoded as the proxy passes it to the
 * page lookup) of a navigation URL, or null: external links, media and files, other languages
 * and the screens of the route table (listed by themselves) are no content pages.
 */
export function contentPagePath(url: string): string | null {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const result = match(pathname);
  if (result.kind !== 'none' || result.locale !== 'de') return null;
  const path = pathname.split('/').slice(2).filter(Boolean).join('/');
  return path === '' ? null : path;
}
