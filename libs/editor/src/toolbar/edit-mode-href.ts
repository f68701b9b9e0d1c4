/** The current address with the `edit` parameter switched on or off (spec 1: edit mode is `?edit`). */
export function editModeHref(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  on: boolean,
): string {
  const params = new URLSearchParams(location.search);
  params.delete('edit');
  const rest = params.toString();
  const query = on ? (rest ? `?${rest}&edit` : '?edit') : rest ? `?${rest}` : '';
  return `${location.pathname}${query}${location.hash}`;
}
