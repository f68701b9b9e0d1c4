/** spec 4/6/7: the live page's address with the version `v` to preview (a bare `?edit` kept bare). */
export function previewHref(
  location: Pick<Location, 'pathname' | 'search'>,
  versionId: number,
): string {
  const query = new URLSearchParams(location.search);
  query.set('v', String(versionId));
  return `${location.pathname}?${query.toString().replace(/(^|&)edit=(?=&|$)/, '$1edit')}`;
}
