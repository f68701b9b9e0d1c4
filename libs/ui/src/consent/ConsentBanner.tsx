import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { consentCookieName } from './consent-config';
import styles from './ConsentBanner.module.css';

/** vanilla-cookieconsent's own test (`hideFromBots`): crawlers and automated browsers are not asked. */
export const botPattern = /bot|crawl|spider|slurp|teoma/i;

/**
 * Runs where the server's HTML is parsed, before the first paint and before hydration: a visitor
 * who already chose (the consent cookie) or a bot never sees the banner flash up. The page is
 * the same cached document for everyone, so only the browser can tell.
 */
const hideWhenAnswered = `(function(s){var b=s&&s.previousElementSibling,n=navigator;if(b&&(/(?:^|;\\s*)${consentCookieName}=/.test(document.cookie)||n.webdriver||${botPattern}.test(n.userAgent)))b.hidden=true})(document.currentScript)`;

/** The custom property that holds the room the open banner takes at the bottom of the window. */
export const consentInsetProperty = '--aula-consent-inset';

/**
 * While the banner is open, the page reserves the room it covers at the bottom of the window
 * (`consentInsetProperty` on the root, read by the page's scroll padding and end padding): a
 * focused link scrolls into view above the banner, and the footer's last links can scroll clear
 * of it. Nothing is reserved while it is hidden.
 */
function useReservedInset(ref: RefObject<HTMLDivElement | null>, open: boolean | null) {
  useEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner || !open || banner.hidden) return;
    const reserve = () =>
      root.style.setProperty(
        consentInsetProperty,
        `${Math.max(0, Math.ceil(window.innerHeight - banner.getBoundingClientRect().top))}px`,
      );
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(banner);
    window.addEventListener('resize', reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty(consentInsetProperty);
    };
  }, [ref, open]);
}

export interface ConsentBannerProps {
  locale: Locale;
  /** Whether to ask: `null` until the consent library has read the stored choice (the server's render). */
  open: boolean | null;
  onAcceptAll(): void;
  onAcceptNecessary(): void;
  onShowPreferences(): void;
}

/**
 * spec 1/4: the first-visit consent question, rendered on the server with the page (its
 * text is often the largest paint of a phone's first screen, so it must not wait for scripts),
 * then hydrated for its buttons, which act through vanilla-cookieconsent. A non-modal dialog at
 * the start of the page (the first stop of the tab order while it asks), shown at the bottom;
 * the buttons are marked unavailable until the library is ready.
 */
export function ConsentBanner({
  locale,
  open,
  onAcceptAll,
  onAcceptNecessary,
  onShowPreferences,
}: ConsentBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  // Not the `hidden` prop: hydration keeps what the inline script set, so the answer is applied here.
  useEffect(() => {
    if (ref.current && open !== null) ref.current.hidden = !open;
  }, [open]);
  useReservedInset(ref, open);
  // Until the library has read the stored choice a press is only queued (see ConsentProvider).
  const unavailable = open === null ? true : undefined;
  return (
    <>
      <div
        ref={ref}
        className={styles.banner}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-nosnippet=""
      >
        <h2 id={titleId} className={styles.title}>
          {t(locale, 'consent.title')}
        </h2>
        <p id={textId} className={styles.text}>
          {t(locale, 'consent.description')}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="aula-button"
            aria-disabled={unavailable}
            onClick={onAcceptAll}
          >
            {t(locale, 'consent.acceptAll')}
          </button>
          <button
            type="button"
            className="aula-button"
            aria-disabled={unavailable}
            onClick={onAcceptNecessary}
          >
            {t(locale, 'consent.acceptNecessary')}
          </button>
          <button
            type="button"
            className={`aula-button aula-button--secondary ${styles.settings}`}
            aria-disabled={unavailable}
            onClick={onShowPreferences}
          >
            {t(locale, 'consent.showPreferences')}
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: hideWhenAnswered }} />
    </>
  );
}
