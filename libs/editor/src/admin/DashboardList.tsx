import type { MessageKey } from '@aula/i18n';
import type { ReactNode } from 'react';
import { useAdmin } from './admin-context';
import styles from './Dashboard.module.css';

export interface DashboardListProps<T> {
  /** The anchor the figure links to. */
  id: string;
  title: MessageKey;
  /** How many there are in all (the list holds the first of them). */
  count: number;
  items: readonly T[];
  children(item: T): ReactNode;
}

/** DESIGN.md 9: the list behind one of the dashboard's figures, said empty when it is. */
export function DashboardList<T>({ id, title, count, items, children }: DashboardListProps<T>) {
  const { text } = useAdmin();
  return (
    <section className={styles.list} id={id} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`}>{`${text(title)} (${count})`}</h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{text('admin.dashboard.none')}</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item, index) => (
            <li className={styles.item} key={index}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
      {count > items.length && (
        <p className={styles.empty}>
          {text('admin.dashboard.more', { shown: items.length, count })}
        </p>
      )}
    </section>
  );
}
