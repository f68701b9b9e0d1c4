import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';

/** spec 2, 5: the search form; the browser submits it only with text (`required` and a non-blank pattern). */
export function SearchForm({
  locale,
  action,
  query,
}: {
  locale: Locale;
  action: string;
  query: string;
}) {
  return (
    <form action={action} method="get" role="search">
      <label htmlFor="search-page-query">{t(locale, 'page.searchLabel')}</label>{' '}
      <input
        id="search-page-query"
        type="search"
        name="q"
        defaultValue={query}
        required
        pattern=".*\S.*"
        maxLength={200}
      />{' '}
      <button type="submit">{t(locale, 'page.searchSubmit')}</button>
    </form>
  );
}
