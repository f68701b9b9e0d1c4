import { formatDate, t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import styles from './SearchBox.module.css';
import type { Suggestion } from './suggestion';

/** spec 1: a suggestion's title, then its type and, for events, the day it starts. */
export function SuggestionOption({
  locale,
  suggestion,
}: {
  locale: Locale;
  suggestion: Suggestion;
}) {
  const { title, type, date } = suggestion;
  const details = [type ? t(locale, `search.type.${type}`) : '', date ? formatDate(date) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <span className={styles['optionTitle']}>{title}</span>
      {/* The space keeps title and details two words in the option's accessible name. */}
      {details && ' '}
      {details && <span className={styles['optionDetails']}>{details}</span>}
    </>
  );
}
