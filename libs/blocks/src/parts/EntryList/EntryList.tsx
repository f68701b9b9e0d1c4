import type { EntryTeaser } from '@aula/api-client';
import { anchorId } from '../../block-props';
import type { RenderOptions } from '../../host/render-options';
import { EntryCard, type EntryCardProps } from './EntryCard';
import styles from './EntryList.module.css';

export interface EntryListProps {
  /** The visible heading; empty for none. */
  headline?: string;
  /** The accessible name of the list when it has no visible heading. */
  label: string;
  entries: EntryTeaser[];
  kind: EntryCardProps['kind'];
  /** The block's anchor (spec 3): the id of the section. */
  anchor?: string | undefined;
  options?: Partial<RenderOptions> | undefined;
}

/** The shared body of the News, Events and Person list blocks: a headline and a card grid. */
export function EntryList({ headline, label, entries, kind, anchor, options }: EntryListProps) {
  if (entries.length === 0) return null;
  return (
    <section id={anchorId(anchor)} className={styles['entryList']} aria-label={headline || label}>
      {headline && <h2 className={styles['headline']}>{headline}</h2>}
      <ul className={styles['grid']}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles['item']}>
            <EntryCard entry={entry} kind={kind} options={options} />
          </li>
        ))}
      </ul>
    </section>
  );
}
