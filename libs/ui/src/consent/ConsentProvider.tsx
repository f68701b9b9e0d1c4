import type { Locale } from '@aula/routing';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-preferences.css';
import { botPattern, ConsentBanner } from './ConsentBanner';
import { consentConfig, hasTrackingPermission, type MediaServices } from './consent-config';
import { ConsentContext, type ConsentState } from './consent-context';

/** The part of vanilla-cookieconsent the provider uses (injectable for tests). */
export type ConsentManager = Pick<
  typeof CookieConsent,
  | 'run'
  | 'showPreferences'
  | 'acceptCategory'
  | 'acceptedCategory'
  | 'getUserPreferences'
  | 'acceptService'
  | 'validConsent'
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
  /**
   * The external-media platforms, one service each (id to name), for example
   * `{ youtube: 'YouTube' }`, so a consent opens only its own platform.
   */
  mediaServices?: MediaServices;
}

const noServices: MediaServices = {};

/** The media services the visitor allowed (every one when the category was accepted as a whole). */
function allowedMedia(cc: ConsentManager): string[] {
  return cc.acceptedCategory('media')
    ? (cc.getUserPreferences().acceptedServices['media'] ?? [])
    : [];
}

/**
 * The library is asked for as soon as this module runs in a browser, in parallel with
 * hydration, not after it: the banner it shows is often the largest paint of a phone's first
 * screen, and every step before it counts.
 */
let defaultManager: Promise<ConsentManager> | undefined;
const loadDefaultManager = (): Promise<ConsentManager> =>
  (defaultManager ??= import('vanilla-cookieconsent'));
if (typeof window !== 'undefined')
  void loadDefaultManager().catch(() => (defaultManager = undefined));

/** vanilla-cookieconsent's `hideFromBots`: crawlers and automated browsers are never asked. */
const isBot = () => navigator.webdriver || botPattern.test(navigator.userAgent);

/**
 * spec 1/4: the cookie consent manager (vanilla-cookieconsent). The question is the server-rendered
 * `ConsentBanner`, shown until a choice is stored; the library keeps the choice and
 * shows the settings; granting tracking loads the tag manager after 200 ms; withdrawing it reloads
 * the page; the font tracking script loads only when the tracking permission cookie is present.
 */
export function ConsentProvider({
  locale,
  children,
  loadTagManager,
  loadFontTracking,
  reload,
  manager,
  mediaServices = noServices,
}: ConsentProviderProps) {
  const [granted, setGranted] = useState<{ tracking: boolean; media: readonly string[] }>({
    tracking: false,
    media: [],
  });
  const [bannerOpen, setBannerOpen] = useState<boolean | null>(null);
  const managerRef = useRef<ConsentManager | null>(null);
  const readyManager = useRef<ConsentManager | null>(null);
  // Settles once the library has read the stored choice: a button pressed before then acts after it.
  const [ready] = useState(() => {
    let resolve: (cc: ConsentManager) => void = () => undefined;
    const promise = new Promise<ConsentManager>((settle) => (resolve = settle));
    return { promise, resolve };
  });
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
      tagManagerTimer = window.setTimeout(
        () => callbacks.current.loadTagManager?.(),
        tagManagerDelay,
      );
    };
    if (hasTrackingPermission(document.cookie)) callbacks.current.loadFontTracking?.();

    void (manager ? Promise.resolve(manager) : loadDefaultManager()).then((cc) => {
      if (cancelled) return;
      managerRef.current = cc;
      const sync = () =>
        setGranted({ tracking: cc.acceptedCategory('tracking'), media: allowedMedia(cc) });
      void cc
        .run(
          consentConfig(
            locale,
            {
              onConsent: () => {
                setBannerOpen(false);
                sync();
                if (cc.acceptedCategory('tracking')) scheduleTagManager();
              },
              onChange: ({ changedCategories }) => {
                sync();
                if (!changedCategories.includes('tracking')) return;
                if (cc.acceptedCategory('tracking')) scheduleTagManager();
                else (callbacks.current.reload ?? (() => window.location.reload()))();
              },
            },
            mediaServices,
          ),
        )
        .then(() => {
          if (cancelled) return;
          readyManager.current = cc;
          setBannerOpen(!cc.validConsent() && !isBot());
          ready.resolve(cc);
        });
    });
    return () => {
      cancelled = true;
      window.clearTimeout(tagManagerTimer);
    };
  }, [locale, manager, mediaServices, ready]);

  const showPreferences = useCallback(() => managerRef.current?.showPreferences(), []);
  // "Always allow {platform}" adds that one service; the other platforms keep their choice.
  // A press before the library has read the stored choice (it loads lazily) acts once it has,
  // like the banner's buttons: the visitor's choice is never dropped.
  const allowMedia = useCallback(
    (service: string) => {
      const act = (cc: ConsentManager) => {
        cc.acceptService([...new Set([...allowedMedia(cc), service])], 'media');
        setGranted((current) => ({ ...current, media: allowedMedia(cc) }));
      };
      if (readyManager.current) act(readyManager.current);
      else void ready.promise.then(act);
    },
    [ready],
  );

  const choose = useCallback(
    (choice: 'all' | 'necessary' | 'preferences') => {
      if (choice !== 'preferences') setBannerOpen(false);
      const act = (cc: ConsentManager) =>
        choice === 'preferences'
          ? cc.showPreferences()
          : cc.acceptCategory(choice === 'all' ? 'all' : []);
      if (readyManager.current) act(readyManager.current);
      else void ready.promise.then(act);
    },
    [ready],
  );

  const value = useMemo<ConsentState>(
    () => ({
      tracking: granted.tracking,
      media: { services: granted.media, allow: allowMedia },
      showPreferences,
    }),
    [granted, allowMedia, showPreferences],
  );
  return (
    <ConsentContext.Provider value={value}>
      {/* Before the page: while it asks, the question is the first stop of the tab order. */}
      <ConsentBanner
        locale={locale}
        open={bannerOpen}
        onAcceptAll={() => choose('all')}
        onAcceptNecessary={() => choose('necessary')}
        onShowPreferences={() => choose('preferences')}
      />
      {children}
    </ConsentContext.Provider>
  );
}
