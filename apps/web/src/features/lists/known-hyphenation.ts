import type { Locale } from '@aula/api-client';
import { longWordSpans } from '@web/screens/long-word-spans';
import type { TitleText } from './entry-renderers';

/** Titles with the soft hyphens the host answered, by language and title. */
const known = new Map<string, string>();
const keyOf = (locale: Locale, title: string) => `${locale}\n${title}`;

/**
 * A run of 10 letters: the shortest word the host hyphenates (@aula/host/hyphenation's
 * `hyphenationLimits`); a title without one comes back as it is, so it is not asked for.
 */
const longWord = /[\p{L}\p{M}]{10}/u;

/** The host's bounds (`hyphenationRequestLimits`): what one request may ask for. */
const limits = { texts: 50, textLength: 300 };

/**
 * spec 2: the card titles "load more" adds in the browser get the soft hyphens the server puts
 * into the first pages' titles, from the host (`GET /api/hyphenation`), so the German and
 * English patterns never reach a browser. Each title is asked for once per language; a failed
 * answer leaves the titles as they are (a card is never worth a failed list).
 */
export async function learnHyphenation(locale: Locale, titles: readonly string[]): Promise<void> {
  const unknown = [...new Set(titles)]
    .filter((title) => !known.has(keyOf(locale, title)) && longWord.test(title))
    .filter((title) => title.length <= limits.textLength)
    .slice(0, limits.texts);
  if (unknown.length === 0) return;
  const query = new URLSearchParams([['lang', locale], ...unknown.map((title) => ['text', title])]);
  try {
    const response = await fetch(`/api/hyphenation?${query}`);
    if (!response.ok) return;
    const { texts } = (await response.json()) as { texts?: unknown };
    if (!Array.isArray(texts)) return;
    unknown.forEach((title, index) => {
      const hyphenated: unknown = texts[index];
      if (typeof hyphenated === 'string') known.set(keyOf(locale, title), hyphenated);
    });
  } catch {
    // Offline or refused: the titles stay as they are.
  }
}

/** A title as the host hyphenated it (`learnHyphenation`), else as it is. */
export const knownHyphenation =
  (locale: Locale): TitleText =>
  (title) =>
    longWordSpans(known.get(keyOf(locale, title)) ?? title);
