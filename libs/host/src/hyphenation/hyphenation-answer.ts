import { defaultLocale, locales, type Locale } from '@aula/api-client';
import { t } from '@aula/i18n';
import { hyphenateTitle } from './hyphenate-title';

/** The most texts, and the longest text, one request may ask for (spec 5: bounded lists). */
export const hyphenationRequestLimits = { texts: 50, textLength: 300 } as const;

const isLocale = (value: string | null): value is Locale =>
  (locales as readonly (string | null)[]).includes(value);

export type HyphenationAnswer =
  { status: 200; body: { texts: string[] } } | { status: 400; body: { detail: string } };

/**
 * `GET /api/hyphenation?lang=de&text=…&text=…`: the titles a browser adds to a page (the cards of
 * "load more") with the soft hyphens the server would have put in (spec 2), in the order asked,
 * so the patterns stay on the server. An unknown language, no text, too many or too long texts
 * answer 400 with a translated message.
 */
export function hyphenationAnswer(query: URLSearchParams): HyphenationAnswer {
  const lang = query.get('lang');
  const texts = query.getAll('text');
  const { texts: most, textLength } = hyphenationRequestLimits;
  if (
    !isLocale(lang) ||
    texts.length === 0 ||
    texts.length > most ||
    texts.some((text) => text.length > textLength)
  ) {
    const locale = isLocale(lang) ? lang : defaultLocale;
    return { status: 400, body: { detail: t(locale, 'error.hyphenationRequest') } };
  }
  return { status: 200, body: { texts: texts.map((text) => hyphenateTitle(text, lang)) } };
}
