import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { Logo } from '../logo/Logo';
import { SkipLink } from '../skip-link/SkipLink';
// The design tokens ride with the layouts: a host compiling this library from source imports
// components directly (the index's own side effects are skipped by its bundler), and every page
// has one of the two layouts.
import '../tokens/tokens.css';
import '../tokens/base.css';
import '../tokens/forms.css';
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
