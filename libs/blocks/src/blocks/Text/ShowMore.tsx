'use client';

import { type ReactNode, useId, useState } from 'react';
import styles from './Text.module.css';

export interface ShowMoreProps {
  /** The server-rendered rich text to fold. */
  children: ReactNode;
  showMoreLabel: string;
  showLessLabel: string;
}

/**
 * The client island of the Text block's `show_more` (spec 3): folds the server-rendered text and
 * toggles it with a button (`aria-expanded`, `aria-controls`). The full text is in the HTML
 * either way, for search engines and find-in-page.
 */
export function ShowMore({ children, showMoreLabel, showLessLabel }: ShowMoreProps) {
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <div id={contentId} className={expanded ? undefined : styles['folded']}>
        {children}
      </div>
      <button
        type="button"
        className={styles['toggle']}
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? showLessLabel : showMoreLabel}
      </button>
    </>
  );
}
