import { t } from '@aula/i18n';
import { packDays } from '@aula/ui';
import type { Category } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { FilterCalendar } from './FilterCalendar';
import { FilterNavigation } from './FilterNavigation';
import { isFiltered, type ListState } from '@aula/api-client';

interface ListFilterFormProps {
  locale: Locale;
  /** The list's own path (the form submits to it). */
  action: string;
  categories: readonly Category[] | null;
  /** The calendar's days (dd.mm.yyyy). */
  dates: readonly string[] | null;
  state: ListState;
  /** How many entries the list found (announced after a filter change). */
  count: number;
}

/**
 * spec 2, 4: the category and date filters of the news and event lists. A plain GET form, so
 * the filter lives in the URL (shareable, reloadable) and works before any script has loaded;
 * a new filter starts again at the first page (the reset rule of spec 4). Only the calendar's
 * days can be picked: each is a submit button of this form.
 */
export function ListFilterForm(props: ListFilterFormProps) {
  const { locale, action, categories, dates, state, count } = props;
  const selectedDate = state.filter.date[0] ?? null;
  return (
    <form
      action={action}
      method="get"
      className="list-filter"
      aria-label={t(locale, 'page.filter')}
    >
      {categories && categories.length > 0 && (
        <fieldset>
          <legend>{t(locale, 'page.category')}</legend>
          {categories.map((category) => (
            <label key={category.slug}>
              <input
                type="checkbox"
                name="category"
                value={category.slug}
                defaultChecked={state.filter.category.includes(category.slug)}
              />{' '}
              {category.name}
            </label>
          ))}
        </fieldset>
      )}
      {/* First in the form, so Enter submits this button (keeping the chosen day), not a day of the calendar. */}
      <button type="submit" {...(selectedDate ? { name: 'date', value: selectedDate } : {})}>
        {t(locale, 'page.filter')}
      </button>
      {dates && dates.length > 0 && (
        // `today` from the render: the cached page and its hydration open the same month.
        <FilterCalendar
          locale={locale}
          packedDays={packDays(dates)}
          value={selectedDate}
          name="date"
          label={t(locale, 'page.date')}
          today={new Date()}
        />
      )}
      {selectedDate && (
        <button type="submit" data-all-dates="">
          {t(locale, 'page.allDates')}
        </button>
      )}
      {isFiltered(state) && (
        <a href={action} className="aula-button aula-button--secondary" data-filter-reset="">
          {t(locale, 'page.resetFilter')}
        </a>
      )}
      {/* The chips filter at once and nothing reloads; the button stays for browsers without
          script. */}
      <FilterNavigation
        path={action}
        resultText={t(locale, 'page.resultCount').replace('{count}', String(count))}
      />
    </form>
  );
}
