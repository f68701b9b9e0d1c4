import type { Category } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { screenText } from '../screen-texts';
import { isFiltered, type ListState, toIsoDate } from './list-query';

interface ListFilterFormProps {
  locale: Locale;
  /** The list's own path (the form submits to it). */
  action: string;
  categories: readonly Category[] | null;
  /** The calendar's days (dd.mm.yyyy), newest first. */
  dates: readonly string[] | null;
  state: ListState;
}

/**
 * spec 2, 4: the category and date filters of the news and event lists (the date bounded by
 * the calendar's days). A plain GET form, so
 * the filter lives in the URL (shareable, reloadable) and works before any script has loaded;
 * a new filter starts again at the first page (the reset rule of spec 4).
 */
export function ListFilterForm({ locale, action, categories, dates, state }: ListFilterFormProps) {
  // The calendar's days bound the date field (a select of every day does not scale to years of news).
  const days = (dates ?? []).map(toIsoDate).sort();
  const range = days.length > 0 ? { min: days[0], max: days.at(-1) } : null;
  return (
    <form action={action} method="get" className="list-filter" aria-label={screenText(locale, 'filter')}>
      {categories && categories.length > 0 && (
        <fieldset>
          <legend>{screenText(locale, 'category')}</legend>
          {categories.map((category) => (
            <label key={category.slug}>
              <input type="checkbox" name="category" value={category.slug} defaultChecked={state.filter.category.includes(category.slug)} /> {category.name}
            </label>
          ))}
        </fieldset>
      )}
      {range && (
        <label>
          {screenText(locale, 'date')}{' '}
          <input type="date" name="date" min={range.min} max={range.max} defaultValue={state.filter.date[0] ? toIsoDate(state.filter.date[0]) : ''} />
        </label>
      )}
      <button type="submit">{screenText(locale, 'filter')}</button>
      {isFiltered(state) && <a href={action}>{screenText(locale, 'resetFilter')}</a>}
    </form>
  );
}
