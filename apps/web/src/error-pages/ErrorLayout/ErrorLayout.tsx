import { t } from '@aula/i18n';
import { href, type Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import styles from './ErrorLayout.module.css';

interface ErrorLayoutProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * spec 2: the error layout: the header only, with an animated logo linking to the home page of
 * the language. A placeholder until `@aula/ui` brings the site header.
 */
export function ErrorLayout({ locale, children }: ErrorLayoutProps) {
  return (
    <>
      <header className={styles['header']}>
        <a className={styles['logo']} href={href('home', locale)}>
          <span className={styles['mark']}>{t(locale, 'site.shortName')}</span>
          <span className={styles['hidden']}> – {t(locale, 'error.logoLabel')}</span>
        </a>
      </header>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
