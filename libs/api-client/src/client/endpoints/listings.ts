import { calendarSchema } from '../../schemas/calendar';
import { categoriesSchema } from '../../schemas/category';
import { eventDetailSchema, eventPageSchema } from '../../schemas/event';
import type { Locale } from '../../schemas/language';
import { listFilterToSearchParams, type ListFilter } from '../../schemas/list-filter';
import { newsDetailSchema, newsPageSchema } from '../../schemas/news';
import { requestJson, type ClientOptions } from '../request';
import { queryString } from './path';

/** A page request of a filtered list (spec 7: `?page={n}&{filter}`). */
export interface ListQuery {
  page?: number;
  filter?: Partial<ListFilter>;
}

/**
 * The calendar of a list under its filter (so every offered day finds something) (category,
 * faculty...): only the days that have entries the filter lets through. The chosen day itself is
 * left out, so the other days stay on offer.
 */
function calendarPath(locale: Locale, area: string, filter: Partial<ListFilter>): string {
  return `/${locale}/api/${area}/calendar/${queryString(listFilterToSearchParams({ ...filter, date: [] }))}`;
}

function listPath(locale: Locale, area: string, { page = 1, filter = {} }: ListQuery): string {
  const params = new URLSearchParams({ page: String(page) });
  return `/${locale}/api/${area}/${queryString(listFilterToSearchParams(filter, params))}`;
}

/** spec 7: the news endpoints. */
export function newsEndpoints(options: ClientOptions) {
  return {
    /** GET /{locale}/api/news/?page={n}&{filter} (the faculty filter gives `?faculty={id}`). */
    list: (locale: Locale, query: ListQuery = {}) =>
      requestJson(options, listPath(locale, 'news', query), newsPageSchema),
    /** GET /{locale}/api/news/{id}/ */
    get: (locale: Locale, id: number) =>
      requestJson(options, `/${locale}/api/news/${id}/`, newsDetailSchema),
    /** GET /{locale}/api/news/categories/ */
    categories: (locale: Locale) =>
      requestJson(options, `/${locale}/api/news/categories/`, categoriesSchema),
    /** GET /{locale}/api/news/calendar/?{filter}: the days with news under the filter, as dates. */
    calendar: (locale: Locale, filter: Partial<ListFilter> = {}) =>
      requestJson(options, calendarPath(locale, 'news', filter), calendarSchema),
  };
}

/** spec 7: the event endpoints. */
export function eventEndpoints(options: ClientOptions) {
  return {
    /** GET /{locale}/api/events/?page={n}&{filter} (`is_home`, `faculty` are filter fields). */
    list: (locale: Locale, query: ListQuery = {}) =>
      requestJson(options, listPath(locale, 'events', query), eventPageSchema),
    /** GET /{locale}/api/events/?is_home=true: the home page's events. */
    home: (locale: Locale) =>
      requestJson(
        options,
        listPath(locale, 'events', { filter: { is_home: true } }),
        eventPageSchema,
      ),
    /** GET /{locale}/api/events/{id}/ */
    get: (locale: Locale, id: number) =>
      requestJson(options, `/${locale}/api/events/${id}/`, eventDetailSchema),
    /** GET /{locale}/api/events/categories/ */
    categories: (locale: Locale) =>
      requestJson(options, `/${locale}/api/events/categories/`, categoriesSchema),
    /** GET /{locale}/api/events/calendar/?{filter}: the days with events under the filter, as dates. */
    calendar: (locale: Locale, filter: Partial<ListFilter> = {}) =>
      requestJson(options, calendarPath(locale, 'events', filter), calendarSchema),
    /**
     * spec 7 "events pagemodule": GET /{locale}/api/events/pagemodule/{moduleId}/?page={n}, the
     * published events an Events List block refers to, in block order, paged like the events list.
     */
    pageModule: (locale: Locale, moduleId: number, { page = 1 }: { page?: number } = {}) =>
      requestJson(
        options,
        `/${locale}/api/events/pagemodule/${moduleId}/?page=${page}`,
        eventPageSchema,
      ),
  };
}
