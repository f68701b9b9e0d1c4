import type { LocalizedUrls } from '@aula/api-client';
import { alternates, type Locale } from '@aula/routing';
import { unstable_rethrow } from 'next/navigation';
import type { FolderParams } from '@web/screens/folder-screen';
import { folderScreen } from '@web/screens/folder-screen';
import { contentPageUrls } from '@web/features/content-pages/content-page-urls';
import {
  applicationSource,
  eventSource,
  newsSource,
  personSource,
  pressReleaseSource,
  programmeSource,
  subjectSource,
} from '@web/features/detail/detail-sources';
import { searchQuery } from '@web/features/search/search-query';
import { facultyUrls } from '@web/features/study/faculty-source';
import { listLanguageUrls } from '@web/features/languages/list-language-urls';

type SearchParams = Record<string, string | string[] | undefined>;

/** The screens whose address differs per language by an entity's slug: their route folder, params and urls. */
const entityScreens: Record<
  string,
  { params: readonly string[]; urls: (params: FolderParams) => Promise<LocalizedUrls> }
> = {
  'news-detail': { params: ['slug', 'id'], urls: newsSource.languageUrls },
  'event-detail': { params: ['slug', 'id'], urls: eventSource.languageUrls },
  'person-detail': { params: ['slug', 'id'], urls: personSource.languageUrls },
  'press-release-detail': { params: ['slug', 'id'], urls: pressReleaseSource.languageUrls },
  'application-detail': { params: ['slug', 'id'], urls: applicationSource.languageUrls },
  'study-programme': {
    params: ['faculty', 'studyTitle', 'id'],
    urls: programmeSource.languageUrls,
  },
  'study-subject': {
    params: ['faculty', 'studyTitle', 'id', 'subjectTitle', 'subjectId'],
    urls: subjectSource.languageUrls,
  },
  faculty: { params: ['faculty'], urls: facultyUrls },
};

/** spec 2: the search in the other language keeps its category and its `q`. */
async function searchUrls(
  locale: Locale,
  rest: readonly string[],
  searchParams: Promise<SearchParams>,
): Promise<Record<Locale, string> | null> {
  const [category, page] = rest;
  const screen = folderScreen('search', {
    locale,
    ...(category ? { category } : {}),
    ...(page ? { page } : {}),
  });
  if (!screen) return null;
  const q = searchQuery((await searchParams)['q']);
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  const { languages } = alternates(screen);
  return { de: `${languages.de}${query}`, en: `${languages.en}${query}` };
}

/**
 * spec 2: the address of the rendered page in each language, from the internal path the proxy
 * rewrote to (`news-detail/{slug}/{id}`, `cms/{path}`, `search/...`, `news-list/{query}`): the
 * entity's or page's own `urls`, the search with its query, a list with its filters; null where
 * the route table alone knows the answer (the header computes it from the address) or the page
 * cannot tell (it shows its own error).
 */
export async function pageLanguageUrls(
  locale: Locale,
  path: readonly string[],
  searchParams: Promise<SearchParams>,
): Promise<Record<Locale, string> | null> {
  const [folder = '', ...rest] = path;
  try {
    if (folder === 'cms') return await contentPageUrls(locale, rest);
    if (folder === 'search') return await searchUrls(locale, rest, searchParams);
    const list = await listLanguageUrls(locale, folder, rest[0]);
    if (list) return list;
    const entity = entityScreens[folder];
    if (!entity) return null;
    const params: FolderParams = { locale };
    entity.params.forEach((name, index) => (params[name] = rest[index]));
    const { de, en } = await entity.urls(params);
    return { de, en };
  } catch (error) {
    // Next's own signals (dynamic rendering, not found) must reach Next.
    unstable_rethrow(error);
    // A page that cannot be read shows its error page itself; the switch falls back to the route table.
    return null;
  }
}
