import type { Locale } from '@aula/routing';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { consentConfig, hasTrackingPermission } from './consent-config';
import { ConsentContext, type ConsentState } from './consent-context';

/** The part of vanilla-cookieconsent the provider uses (injectable for tests). */
export type ConsentManager = Pick<
  typeof CookieConsent,
  'run' | 'showPreferences' | 'acceptCategory' | 'acceptedCategory' | 'getUserPreferences'
>;

/** spec 9: the tag manager loads this long after tracking consent. */
export const tagManagerDelay = 200;

export interface ConsentProviderProps {
  locale: Locale;
  children?: ReactNode;
  /** Loads the tag manager (analytics). */
  loadTagManager?(): void;
  /** Loads the font provider's tracking script. */
  loadFontTracking?(): void;
  /** Reloads the page (default `location.reload()`), so withdrawn tracking scripts are gone. */
  reload?(): void;
  /** The consent library; vanilla-cookieconsent, loaded after mount, by default. */
  manager?: ConsentManager;
}

const loadDefaultManager = (): Promise<ConsentManager> => import('vanilla-cookieconsent');

/**
 * spec 1/4: the cookie consent manager (vanilla-cookieconsent). Shown after the first mount when
 * no consent exists; granting tracking loads the tag manager after 200 ms; withdrawing it reloads
 * the page; the font tracking script loads only when the tracking permission cookie is present.
 */
export function ConsentProvider({ locale, children, loadTagManager, loadFontTracking, reload, manager }: ConsentProviderProps) {
  const [granted, setGranted] = useState({ tracking: false, media: false });
  const managerRef = useRef<ConsentManager | null>(null);
  const callbacks = useRef({ loadTagManager, loadFontTracking, reload });
  useEffect(() => {
    callbacks.current = { loadTagManager, loadFontTracking, reload };
  });

  useEffect(() => {
    let cancelled = false;
    let tagManagerTimer: number | undefined;
    let tagManagerLoaded = false;
    const scheduleTagManager = () => {
      if (tagManagerLoaded) return;
      tagManagerLoaded = true;
      tagManagerTimer = window.setTimeout(() => callbacks.current.loadTagManager?.(), tagManagerDelay);
    };
    if (hasTrackingPermission(document.cookie)) callbacks.current.loadFontTracking?.();

    void (manager ? Promise.resolve(manager) : loadDefaultManager()).then((cc) => {
      if (cancelled) return;
      managerRef.current = cc;
      const sync = () => setGranted({ tracking: cc.acceptedCategory('tracking'), media: cc.acceptedCategory('media') });
      void cc.run(
        consentConfig(locale, {
          onConsent: () => {
            sync();
            if (cc.acceptedCategory('tracking')) scheduleTagManager();
          },
          onChange: ({ changedCategories }) => {
            sync();
            if (!changedCategories.includes('tracking')) return;
            if (cc.acceptedCategory('tracking')) scheduleTagManager();
            else (callbacks.current.reload ?? (() => window.location.reload()))();
          },
        }),
      );
    });
    return () => {
      cancelled = true;
      window.clearTimeout(tagManagerTimer);
    };
  }, [locale, manager]);

  const showPreferences = useCallback(() => managerRef.current?.showPreferences(), []);
  const grantMedia = useCallback(() => {
    const cc = managerRef.current;
    if (!cc) return;
    cc.acceptCategory([...cc.getUserPreferences().acceptedCategories, 'media']);
    setGranted((current) => ({ ...current, media: true }));
  }, []);

  const value = useMemo<ConsentState>(
    () => ({ tracking: granted.tracking, media: { granted: granted.media, grant: grantMedia }, showPreferences }),
    [granted, grantMedia, showPreferences],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
