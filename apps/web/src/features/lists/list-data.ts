import { type Category, formatCalendarDate, type ListFilter } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { optional } from '@web/screens/optional';

/**
 * spec 4: the categories and the calendar's days of a list; each simply does not show when it
 * fails. The calendar follows the active filter (every offered day finds something): after a
 * category it offers only the days that have entries of it.
 */
export async function loadFilterOptions(
  kind: 'news' | 'events',
  locale: Locale,
  filter: Partial<ListFilter> = {},
): Promise<{ categories: Category[] | null; dates: string[] | null }> {
  const api = visitorApi([cacheTags.list(kind === 'events' ? 'event' : kind)])[kind];
  const [categories, calendar] = await Promise.all([
    optional(api.categories(locale), `${kind} categories`),
    optional(api.calendar(locale, filter), `${kind} calendar`),
  ]);
  return { categories, dates: calendar ? calendar.map((date) => formatCalendarDate(date)) : null };
}
