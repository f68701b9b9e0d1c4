import type { Locale } from '@aula/api-client';
import german from 'hyphen/de/index.js';
import english from 'hyphen/en/index.js';

/** U+00AD: invisible unless the line breaks there (CSS `hyphens: manual`). */
export const softHyphen = '\u00AD';

/**
 * The shortest word that gets soft hyphens, and the letters every break leaves on each side:
 * the limits of @aula/ui's `hyphenate-limit-chars: 10 4 4`, so "Kommunikationsdesign" breaks
 * "Kommunikations-design" or "Kommunikationsde-sign", never "Ko-mmunikation" or "design-s".
 */
export const hyphenationLimits = { wordLength: 10, before: 4, after: 4 } as const;

const packs = { de: german, en: english } satisfies Record<Locale, unknown>;

/** A word: letters with their combining marks; digits, hyphens and soft hyphens end it. */
const word = /[\p{L}\p{M}]+/gu;

/** The soft hyphens the patterns put into one word, less those too near its ends. */
function hyphenateWord(text: string, locale: Locale): string {
  const parts = packs[locale]
    .hyphenateSync(text, { minWordLength: hyphenationLimits.wordLength })
    .split(softHyphen);
  let result = parts[0] ?? '';
  let letters = result.length;
  for (const part of parts.slice(1)) {
    const keep =
      letters >= hyphenationLimits.before && text.length - letters >= hyphenationLimits.after;
    result += (keep ? softHyphen : '') + part;
    letters += part.length;
  }
  return result;
}

/**
 * spec 2 (German compounds in headings and cards): `text` with soft hyphens at the syllable
 * breaks of each word of 10 letters or more, by the TeX patterns of its language (the `hyphen`
 * package, German 1996 orthography or US English), so a long word in a narrow heading breaks
 * at a syllable with a hyphen instead of anywhere. Server only: the patterns (about 850 KB)
 * never reach a browser. For visible headings and card titles alone: a document title, meta
 * tag, JSON-LD or search text takes the text as it is.
 */
export function hyphenateTitle(text: string, locale: Locale): string {
  return text.replace(word, (found) =>
    found.length < hyphenationLimits.wordLength ? found : hyphenateWord(found, locale),
  );
}
