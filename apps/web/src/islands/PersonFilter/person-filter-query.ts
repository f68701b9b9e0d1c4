/** spec 3: the persons filter as the URL keeps it (`?category=11&search=bauer`, then the shown pages), '' when empty. */
export function personFilterQuery({ category, search }: { category: string; search: string }, pages = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search.trim()) params.set('search', search.trim());
  if (pages > 1) params.set('page', String(pages));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How long typing must pause before the search runs (spec 2: debounced text search). */
export const searchDebounce = 300;
