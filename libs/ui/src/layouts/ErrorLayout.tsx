import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { Logo } from '../logo/Logo';
import { SkipLink } from '../skip-link/SkipLink';
import styles from './layouts.module.css';

export interface ErrorLayoutProps {
  locale: Locale;
  /** The error page (status, message, back-to-home link). */
  children?: ReactNode;
}

/** spec 2: the error layout: only a header, with the animated logo, above the error page. */
export function ErrorLayout({ locale, children }: ErrorLayoutProps) {
  return (
    <>
      <SkipLink locale={locale} />
      <header className={styles['errorHeader']}>
        <Logo locale={locale} animated />
      </header>
      <main id="content" tabIndex={-1} className={styles['content']}>
        {children}
      </main>
    </>
  );
}
