// The content API's list pages (first, deep and filtered), autocomplete and search, measured on
// the API itself: these are what the database's size shows in.
import { load } from './measure.mjs';

export const autocompleteQueries = [
  'kon',
  'konz',
  'mus',
  'aus',
  'fot',
  'semester',
  'orch',
  'ku',
  'theat',
  'konzert',
];
const searchQueries = [
  'konzert',
  'musik',
  'ausstellung',
  'orchester',
  'semesterkonzert',
  'kunst',
  'theater',
];

async function json(url) {
  const response = await fetch(url);
  return response.ok ? response.json() : null;
}

/** The paths of one list: its first and last page, and the first page of its first category. */
async function listPaths(api, list) {
  const first = await json(`${api}/de/api/${list}/`);
  const pages = Math.max(1, Math.ceil((first?.count ?? 0) / 12));
  const categories = (await json(`${api}/de/api/${list}/categories/`)) ?? [];
  const paths = {
    [`${list} first page`]: `/de/api/${list}/`,
    [`${list} last page`]: `/de/api/${list}/?page=${pages}`,
  };
  if (categories[0])
    paths[`${list} by category`] =
      `/de/api/${list}/?category=${encodeURIComponent(categories[0].slug)}`;
  return { count: first?.count ?? 0, paths };
}

/** Measures every API figure of the bench (DESIGN.md 5: lists, search, saves) on one seed. */
export async function measureApi(api) {
  const results = { counts: {}, lists: {} };
  for (const list of ['news', 'events']) {
    const { count, paths } = await listPaths(api, list);
    results.counts[list] = count;
    for (const [name, path] of Object.entries(paths))
      results.lists[name] = { path, ...(await load(`${api}${path}`)) };
  }
  results.counts.persons = (await json(`${api}/de/api/persons/`))?.results?.length ?? 0;
  results.autocomplete = await load({
    url: api,
    paths: autocompleteQueries.map(
      (q) => `/de/api/search/autocomplete/?query=${encodeURIComponent(q)}`,
    ),
  });
  results.search = await load({
    url: api,
    paths: searchQueries.map((q) => `/de/api/search/?query=${encodeURIComponent(q)}`),
  });
  return results;
}

/** The mixed load (cached pages, lists with filters, search, autocomplete) through the host. */
export async function mixedPaths(api) {
  const newsCategories = (await json(`${api}/de/api/news/categories/`)) ?? [];
  const eventCategories = (await json(`${api}/de/api/events/categories/`)) ?? [];
  const news = newsCategories
    .slice(0, 3)
    .map((category) => `/de/neuigkeiten?category=${encodeURIComponent(category.slug)}`);
  const events = eventCategories
    .slice(0, 3)
    .map((category) => `/de/veranstaltungen?category=${encodeURIComponent(category.slug)}`);
  return [
    '/de',
    '/en',
    '/de/neuigkeiten',
    '/de/veranstaltungen',
    '/de/personen',
    '/de/presse',
    '/de/studium',
    '/de/hochschule',
    ...news,
    ...events,
    '/de/neuigkeiten?page=2',
    '/de/search?q=konzert',
    '/de/search?q=musik',
    ...searchQueries.map((q) => `/de/api/search/?query=${encodeURIComponent(q)}`),
    ...autocompleteQueries.map(
      (q) => `/de/api/search/autocomplete/?query=${encodeURIComponent(q)}`,
    ),
  ];
}
