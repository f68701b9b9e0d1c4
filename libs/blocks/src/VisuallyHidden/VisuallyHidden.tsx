import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only (labels of icon buttons, "opens in a new window"). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles['visuallyHidden']}>{children}</span>;
}
