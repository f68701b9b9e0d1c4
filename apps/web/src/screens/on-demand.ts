/**
 * DESIGN.md 5: no page is rendered at build time (the content API does not run then). Each page
 * is rendered on its first request and then served from the full-route cache until one of the
 * tags its data was read under is revalidated (`POST /api/revalidate`). Re-exported by every
 * cached route as its `generateStaticParams`: Next.js caches such on-demand pages only when
 * the function exists.
 */
export function generateStaticParams(): never[] {
  return [];
}
