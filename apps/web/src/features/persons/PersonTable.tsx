import { t } from '@aula/i18n';
import type { Person } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { NextLink } from '@web/links/NextLink';
import styles from './PersonTable.module.css';

interface PersonTableProps {
  persons: readonly Person[];
  locale: Locale;
  /** What the table lists (the page heading); read by screen readers only. */
  caption: string;
}

/** A phone number as a `tel:` address: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * spec 2: the persons directory's compact list type, a table of name (linking to the person),
 * position, e-mail and phone. Below the medium breakpoint (48em) the rows stack and each cell
 * names its column itself (`data-label`), so a 375 px phone never scrolls sideways.
 */
export function PersonTable({ persons, locale, caption }: PersonTableProps) {
  const labels = { name: t(locale, 'page.name'), position: t(locale, 'page.position'), email: t(locale, 'page.email'), phone: t(locale, 'page.phone') };
  return (
    <table className={styles['table']} data-testid="person-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead className={styles['head']}>
        <tr>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.position}</th>
          <th scope="col">{labels.email}</th>
          <th scope="col">{labels.phone}</th>
        </tr>
      </thead>
      <tbody>
        {persons.map(({ id, name, position, email, phone, urls }) => (
          <tr key={id}>
            <th scope="row" className={styles['name']}>
              <NextLink href={urls[locale]}>{name}</NextLink>
            </th>
            <td data-label={labels.position}>{position}</td>
            <td data-label={labels.email}>{email && <a href={`mailto:${email}`}>{email}</a>}</td>
            <td data-label={labels.phone}>{phone && <a href={telHref(phone)}>{phone}</a>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
