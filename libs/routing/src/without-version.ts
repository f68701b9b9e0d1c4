/**
 * spec 4, 6: the query without the version parameter `v`, or null when it has none. Visitors
 * who are not logged in get a 301 to the same path without it; other parameters are kept.
 */
export function withoutVersion(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!query.has('v')) return null;
  query.delete('v');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
