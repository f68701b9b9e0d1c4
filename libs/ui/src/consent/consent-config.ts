import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';

/** spec 9: the cookie categories; marketing has no services yet, media covers video platforms. */
export const consentCategories = ['required', 'tracking', 'marketing', 'media'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** The consent cookie (the "tracking permission cookie" of spec 4 when it lists `tracking`). */
export const consentCookieName = 'cc_cookie';

/**
 * The services of the media category: one per platform (a consent opens only its own platform),
 * id and the name a visitor knows.
 */
export type MediaServices = Readonly<Record<string, string>>;

function translation(locale: Locale): Translation {
  const section = (category: ConsentCategory) => ({
    title: t(locale, `consent.${category}.title`),
    description: t(locale, `consent.${category}.description`),
    linkedCategory: category,
  });
  return {
    consentModal: {
      title: t(locale, 'consent.title'),
      description: t(locale, 'consent.description'),
      acceptAllBtn: t(locale, 'consent.acceptAll'),
      acceptNecessaryBtn: t(locale, 'consent.acceptNecessary'),
      showPreferencesBtn: t(locale, 'consent.showPreferences'),
    },
    preferencesModal: {
      title: t(locale, 'consent.preferencesTitle'),
      acceptAllBtn: t(locale, 'consent.acceptAll'),
      acceptNecessaryBtn: t(locale, 'consent.acceptNecessary'),
      savePreferencesBtn: t(locale, 'consent.savePreferences'),
      closeIconLabel: t(locale, 'consent.closeLabel'),
      sections: consentCategories.map(section),
    },
  };
}

type Callbacks = Pick<CookieConsentConfig, 'onConsent' | 'onChange'>;

/**
 * The vanilla-cookieconsent configuration for a language (spec 1/4/9); the media category holds
 * one service per platform (a consent opens only that platform), each listed with its own toggle in
 * the settings.
 */
export function consentConfig(
  locale: Locale,
  callbacks: Callbacks,
  mediaServices: MediaServices = {},
): CookieConsentConfig {
  return {
    ...callbacks,
    // The question is the server-rendered ConsentBanner; the library stores the choice and shows
    // the settings.
    autoShow: false,
    cookie: { name: consentCookieName },
    categories: {
      required: { enabled: true, readOnly: true },
      tracking: {},
      marketing: {},
      media: {
        services: Object.fromEntries(
          Object.entries(mediaServices).map(([id, label]) => [id, { label }]),
        ),
      },
    },
    language: { default: locale, translations: { [locale]: translation(locale) } },
  };
}

/** spec 4: whether the consent cookie is present and grants tracking. */
export function hasTrackingPermission(cookieHeader: string): boolean {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${consentCookieName}=`));
  if (!raw) return false;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw.slice(consentCookieName.length + 1)));
    return (
      typeof value === 'object' &&
      value !== null &&
      'categories' in value &&
      Array.isArray(value.categories) &&
      value.categories.includes('tracking')
    );
  } catch {
    return false;
  }
}
