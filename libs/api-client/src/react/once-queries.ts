import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { EventEntry } from '../schemas/event';
import type { CallToAction, HomeTeaser, InstagramPost } from '../schemas/home';
import type { Locale } from '../schemas/language';
import type { NewsTeaser } from '../schemas/news';
import { queryKeys, type HomeSection, type ListArea } from './query-keys';

/** spec 4: data that loads once per session: never stale, not retried, not refetched on focus. */
const once = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  // A failed first request still counts as loaded (spec 4): not asked again on the next mount.
  retryOnMount: false,
  refetchOnWindowFocus: false,
} as const;

/** spec 4: the categories of the news or event list, loaded once. */
export function categoriesQuery(client: ApiClient, area: ListArea, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys[area].categories(locale),
    queryFn: () => client[area].categories(locale),
    ...once,
  });
}

/** spec 4: the calendar (days with entries) of the news or event list, loaded once. */
export function calendarQuery(client: ApiClient, area: ListArea, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys[area].calendar(locale),
    queryFn: () => client[area].calendar(locale),
    ...once,
  });
}

/** spec 4: the person categories, loaded once. */
export function personCategoriesQuery(client: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.person.categories(locale),
    queryFn: () => client.persons.categories(locale),
    ...once,
  });
}

/** spec 4: microsites load once per variant (full or footer). */
export function micrositesQuery(client: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.microsites.full(locale),
    queryFn: () => client.microsites.full(locale),
    ...once,
  });
}

/** spec 4: the footer variant of the microsites, loaded once. */
export function micrositesFooterQuery(client: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.microsites.footer(locale),
    queryFn: () => client.microsites.footer(locale),
    ...once,
  });
}

/** What each home section holds. */
export interface HomeSectionData {
  events: EventEntry[];
  news: NewsTeaser[];
  teaser: HomeTeaser[];
  callToAction: CallToAction[];
  instagram: InstagramPost[];
}

const homeFetchers: {
  [S in HomeSection]: (client: ApiClient, locale: Locale) => Promise<HomeSectionData[S]>;
} = {
  events: (client: ApiClient, locale: Locale) =>
    client.events.home(locale).then((page) => page.results),
  news: (client: ApiClient, locale: Locale) =>
    client.news.list(locale).then((page) => page.results),
  teaser: (client: ApiClient, locale: Locale) => client.home.teasers(locale),
  callToAction: (client: ApiClient, locale: Locale) => client.home.callToActions(locale),
  instagram: (client: ApiClient, locale: Locale) => client.home.instagram(locale),
};

/** spec 4: a home page section, loaded once; a failure counts as loaded (it is not retried). */
export function homeSectionQuery<S extends HomeSection>(
  client: ApiClient,
  locale: Locale,
  section: S,
) {
  const fetchSection = homeFetchers[section];
  return queryOptions({
    queryKey: queryKeys.home.section(locale, section),
    queryFn: () => fetchSection(client, locale),
    ...once,
  });
}

/** spec 4: the navigation (`/pageeditor-api/nav`), loaded once (a home section too). */
export function navigationQuery(client: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.basic.navigation(locale),
    queryFn: () => client.pageEditor.nav(locale),
    ...once,
  });
}

/** spec 4/6: the logged-in user; any failure means anonymous (null), asked once. */
export function userQuery(client: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.basic.user(locale),
    queryFn: () => client.pageEditor.user(locale).catch(() => null),
    ...once,
  });
}

/** spec 4: the breaking news; loaded once per page view (the closed flag lives in the UI). */
export function breakingNewsQuery(client: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.basic.breakingNews(locale),
    queryFn: () => client.breakingNews(locale),
    retry: false,
  });
}
