/** spec 1: edit mode is switched on by the query parameter `edit` (any value, even empty). */
export function isEditMode(search: URLSearchParams | string): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.has('edit');
}
