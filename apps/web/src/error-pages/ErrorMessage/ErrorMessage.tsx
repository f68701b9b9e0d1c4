import { t } from '@aula/i18n/visitor';
import { href, type Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import styles from './ErrorMessage.module.css';

interface ErrorMessageProps {
  locale: Locale;
  /** The HTTP status the page answers with. */
  status: number;
  message: string;
  /** Anything more to show below the message (the global error's details). */
  children?: ReactNode;
}

/** spec 2, 8: an error page's content: the status code, the message and a link back to the home page. */
export function ErrorMessage({ locale, status, message, children }: ErrorMessageProps) {
  return (
    <div className={styles['error']}>
      <p className={styles['status']}>
        <span className="visually-hidden">{t(locale, 'error.statusCode')} </span>
        {status}
      </p>
      <h1>{message}</h1>
      {children}
      <p>
        <a href={href('home', locale)}>{t(locale, 'error.backHome')}</a>
      </p>
    </div>
  );
}
