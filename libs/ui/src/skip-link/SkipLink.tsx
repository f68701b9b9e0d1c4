import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import styles from './SkipLink.module.css';

export interface SkipLinkProps {
  locale: Locale;
  /** The id of the main content element. */
  targetId?: string;
}

/** spec 2: the first focusable element of every page, visible only while focused. */
export function SkipLink({ locale, targetId = 'content' }: SkipLinkProps) {
  return (
    <a className={styles['skipLink']} href={`#${targetId}`}>
      {t(locale, 'layout.skipLink')}
    </a>
  );
}
