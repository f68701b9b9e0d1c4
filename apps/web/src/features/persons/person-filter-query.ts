import type { PersonView } from './person-view';

/**
 * spec 2, 3: the persons filter as the URL keeps it (`?category=11&search=bauer`), then the list
 * type (`view=list`; the default grid is left out) and the shown pages; '' when all are defaults.
 */
export function personFilterQuery(
  { category, search }: { category: string; search: string },
  pages = 1,
  view: PersonView = 'grid',
): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search.trim()) params.set('search', search.trim());
  if (view !== 'grid') params.set('view', view);
  if (pages > 1) params.set('page', String(pages));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How long typing must pause before the search runs (spec 2: debounced text search). */
export const searchDebounce = 300;
