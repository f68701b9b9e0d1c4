import type { Locale } from '@aula/routing';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { consentConfig, hasTrackingPermission, type MediaServices } from './consent-config';
import { ConsentContext, type ConsentState } from './consent-context';

/** The part of vanilla-cookieconsent the provider uses (injectable for tests). */
export type ConsentManager = Pick<
  typeof CookieConsent,
  'run' | 'showPreferences' | 'acceptCategory' | 'acceptedCategory' | 'getUserPreferences' | 'acceptService'
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
  /** issue 16.9: the external-media platforms, one service each (id to name), for example `{ youtube: 'YouTube' }`. */
  mediaServices?: MediaServices;
}

const noServices: MediaServices = {};

/** The media services the visitor allowed (every one when the category was accepted as a whole). */
function allowedMedia(cc: ConsentManager): string[] {
  return cc.acceptedCategory('media') ? (cc.getUserPreferences().acceptedServices['media'] ?? []) : [];
}

/**
 * Issue 17: the library is asked for as soon as this module runs in a browser, in parallel with
 * hydration, not after it: the banner it shows is often the largest paint of a phone's first
 * screen, and every step before it counts.
 */
let defaultManager: Promise<ConsentManager> | undefined;
const loadDefaultManager = (): Promise<ConsentManager> => (defaultManager ??= import('vanilla-cookieconsent'));
if (typeof window !== 'undefined') void loadDefaultManager().catch(() => (defaultManager = undefined));

/**
 * spec 1/4: the cookie consent manager (vanilla-cookieconsent). Shown after the first mount when
 * no consent exists; granting tracking loads the tag manager after 200 ms; withdrawing it reloads
 * the page; the font tracking script loads only when the tracking permission cookie is present.
 */
export function ConsentProvider({ locale, children, loadTagManager, loadFontTracking, reload, manager, mediaServices = noServices }: ConsentProviderProps) {
  const [granted, setGranted] = useState<{ tracking: boolean; media: readonly string[] }>({ tracking: false, media: [] });
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
      const sync = () => setGranted({ tracking: cc.acceptedCategory('tracking'), media: allowedMedia(cc) });
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
        }, mediaServices),
      );
    });
    return () => {
      cancelled = true;
      window.clearTimeout(tagManagerTimer);
    };
  }, [locale, manager, mediaServices]);

  const showPreferences = useCallback(() => managerRef.current?.showPreferences(), []);
  // issue 16.9: "always allow {platform}" adds that one service; the other platforms keep their choice.
  const allowMedia = useCallback((service: string) => {
    const cc = managerRef.current;
    if (!cc) return;
    cc.acceptService([...new Set([...allowedMedia(cc), service])], 'media');
    setGranted((current) => ({ ...current, media: allowedMedia(cc) }));
  }, []);

  const value = useMemo<ConsentState>(
    () => ({ tracking: granted.tracking, media: { services: granted.media, allow: allowMedia }, showPreferences }),
    [granted, allowMedia, showPreferences],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
