import Link from 'next/link';
import { personFilterQuery } from './person-filter-query';
import { type PersonView, personViews } from './person-view';
import styles from './PersonViewSwitch.module.css';

export interface PersonViewSwitchProps {
  /** The persons directory's path in the page's language. */
  path: string;
  filter: { category: string; search: string };
  /** How many pages are shown; the other list type shows as many persons. */
  pages: number;
  view: PersonView;
  /** Translated on the server. */
  labels: { view: string } & Record<PersonView, string>;
}

/**
 * spec 2: switches the persons directory between its list types, the grid (default) and the
 * compact list. Plain links to the same URL with another `view`, so it works without script and
 * keeps the filter; the shown type is marked `aria-current`.
 */
export function PersonViewSwitch({ path, filter, pages, view, labels }: PersonViewSwitchProps) {
  return (
    <div role="group" aria-labelledby="person-view-label" className={styles['switch']}>
      <span>
        <span id="person-view-label">{labels.view}</span>:
      </span>
      {personViews.map((option, index) => (
        <span key={option}>
          {index > 0 && <span aria-hidden="true">/ </span>}
          <Link
            href={`${path}${personFilterQuery(filter, pages, option)}`}
            aria-current={option === view ? 'true' : undefined}
            scroll={false}
            prefetch={false}
          >
            {labels[option]}
          </Link>
        </span>
      ))}
    </div>
  );
}
