import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';

/** spec 1: what the live region announces when the list opens: "5 Vorschläge", "1 suggestion". */
export function suggestionCount(locale: Locale, count: number): string {
  return count === 1
    ? t(locale, 'search.suggestionCount.one')
    : t(locale, 'search.suggestionCount.other').replace('{count}', String(count));
}
