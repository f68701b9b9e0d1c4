import { useId, useState } from 'react';
import { useMediaQuery } from '../motion/use-media-query';
import { SiteLink } from '../site-link/SiteLink';
import styles from './Footer.module.css';

/** A microsite link (spec 3: the footer variant's name and url). */
export interface MicrositeLinkEntry {
  name: string;
  url: string;
}

interface MicrositeGroupProps {
  title: string;
  links: MicrositeLinkEntry[];
}

/** spec 2: a microsite group of the footer; collapsible below the medium breakpoint (48em), always open above. */
export function MicrositeGroup({ title, links }: MicrositeGroupProps) {
  const large = useMediaQuery('(min-width: 48em)');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const open = large || expanded;
  return (
    <div className={styles['group']}>
      <h3 className={styles['groupTitle']}>
        {large ? (
          title
        ) : (
          <button
            type="button"
            className={styles['groupToggle']}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {title}
          </button>
        )}
      </h3>
      <ul id={listId} className={styles['list']} hidden={!open}>
        {links.map((link) => (
          <li key={link.url}>
            <SiteLink href={link.url}>{link.name}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
