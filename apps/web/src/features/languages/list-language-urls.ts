import { type Category, listStateQuery, readListState, toSearchParams } from '@aula/api-client';
import { href, type Locale, readQuerySegment } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';

/** The list screens whose query the other language keeps (their route folder: the screen). */
const listScreens = {
  'news-list': 'newsList',
  'event-list': 'eventList',
  'person-list': 'personList',
  'press-release-list': 'pressReleaseList',
} as const;

type ListFolder = keyof typeof listScreens;

const isListFolder = (folder: string): folder is ListFolder => folder in listScreens;

/**
 * News and event categories are named by a slug of each language (the same id): the other
 * language's slugs in the same order; a slug it does not know is left out.
 */
export function translateCategories(
  slugs: readonly string[],
  from: readonly Category[],
  to: readonly Category[],
): string[] {
  return slugs.flatMap((slug) => {
    const id = from.find((category) => category.slug === slug)?.id;
    const other = to.find((category) => category.id === id)?.slug;
    return other === undefined ? [] : [other];
  });
}

async function categoriesOf(kind: 'news' | 'events'): Promise<Record<Locale, Category[]>> {
  const api = visitorApi([cacheTags.list(kind === 'events' ? 'event' : kind)])[kind];
  const [de, en] = await Promise.all([api.categories('de'), api.categories('en')]);
  return { de, en };
}

/**
 * spec 2/4: a list in the other language keeps its filters, shown pages, search and view
 * (the query the proxy moved into the route's segment); news and event categories change to
 * the other language's slugs. Null for a screen that is not a list.
 */
export async function listLanguageUrls(
  locale: Locale,
  folder: string,
  segment: string | undefined,
): Promise<Record<Locale, string> | null> {
  if (!isListFolder(folder)) return null;
  const screen = listScreens[folder];
  const query = readQuerySegment(segment);
  const kind = screen === 'newsList' ? 'news' : screen === 'eventList' ? 'events' : null;
  if (!kind) {
    const text = toSearchParams(query).toString();
    const search = text ? `?${text}` : '';
    return { de: `${href(screen, 'de')}${search}`, en: `${href(screen, 'en')}${search}` };
  }
  const state = readListState(query);
  const slugs = state.filter.category;
  const categories = slugs.length > 0 ? await categoriesOf(kind) : null;
  // The list's own clean query (listStateQuery), so the other language needs no redirect.
  const urlIn = (language: Locale) => {
    const category =
      categories && language !== locale
        ? translateCategories(slugs, categories[locale], categories[language])
        : slugs;
    const filter = { ...state.filter, category };
    return `${href(screen, language)}${listStateQuery({ ...state, filter })}`;
  };
  return { de: urlIn('de'), en: urlIn('en') };
}
