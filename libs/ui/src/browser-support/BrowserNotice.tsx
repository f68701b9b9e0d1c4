import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { browserNoticeId, browserNoticeScript } from './browser-check-script';
import styles from './BrowserNotice.module.css';

const titleId = `${browserNoticeId}-title`;

/**
 * spec 8: a short notice (not a block) for browsers older than the build's targets
 * (`browserTargets`), dismissible. Rendered hidden into every page's HTML, the same for every
 * visitor so that cached pages stay cacheable; its inline script checks the user agent where
 * the page is parsed, since the site's bundles do not run in those browsers. No hooks: it
 * renders on the server and in the browser alike.
 */
export function BrowserNotice({ locale }: { locale: Locale }) {
  return (
    <>
      {/* The script un-hides it before hydration, which keeps what it finds. */}
      <aside
        id={browserNoticeId}
        className={styles['notice']}
        aria-labelledby={titleId}
        hidden
        suppressHydrationWarning
      >
        <h2 id={titleId} className={styles['title']}>
          {t(locale, 'browserNotice.title')}
        </h2>
        <p className={styles['text']}>{t(locale, 'browserNotice.text')}</p>
        <button type="button" className="aula-button aula-button--secondary">
          {t(locale, 'browserNotice.dismiss')}
        </button>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: browserNoticeScript }} />
    </>
  );
}
