import { SiteLink } from '../site-link/SiteLink';
import type { BranchEntry } from './menu-branch';
import styles from './SideNavigation.module.css';

interface BranchListProps {
  entries: readonly BranchEntry[];
  /** Called when a link is followed: the panel closes. */
  onNavigate(): void;
}

/** spec 2: the pages of a menu branch as nested lists of links; the current page is marked. */
export function BranchList({ entries, onNavigate }: BranchListProps) {
  return (
    <ul className={styles['list']}>
      {entries.map((entry) => (
        <li key={entry.url}>
          <SiteLink
            href={entry.url}
            className={styles['link']}
            aria-current={entry.current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {entry.label}
          </SiteLink>
          {entry.children.length > 0 && (
            <BranchList entries={entry.children} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
