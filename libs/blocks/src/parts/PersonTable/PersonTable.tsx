import type { Person } from '@aula/api-client';
import { t } from '@aula/i18n';
import { type RenderOptions, renderOptions } from '../../host/render-options';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './PersonTable.module.css';

export interface PersonTableProps {
  persons: readonly Person[];
  /** The page's language and the host's link component. */
  options?: Partial<RenderOptions> | undefined;
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
export function PersonTable({ persons, options, caption }: PersonTableProps) {
  const { locale, linkComponent: Anchor } = renderOptions(options);
  const labels = {
    name: t(locale, 'page.name'),
    position: t(locale, 'page.position'),
    email: t(locale, 'page.email'),
    phone: t(locale, 'page.phone'),
  };
  return (
    <table className={styles['table']} data-testid="person-table">
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
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
              <Anchor href={urls[locale]}>{name}</Anchor>
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
