import type { RenderOptions } from '@aula/blocks';
import { hyphenateTitle, softHyphen } from '@aula/host/hyphenation';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { visitorRenderOptions } from './visitor-render-options';

/** The words that got soft hyphens, with the text between them. */
const hyphenatedWord = new RegExp(`(\\S*${softHyphen}\\S*)`);

/**
 * A heading or card title the server renders, hyphenated in the page's language
 * (@aula/host/hyphenation). Each hyphenated word is a `.aula-long-word` box (globals.css): it
 * moves to the next line whole while it fits one, and breaks at its soft hyphens only when it
 * is wider than the line, so a balanced heading never splits a word that would fit.
 */
export function headingText(text: string, locale: Locale): ReactNode {
  const parts = hyphenateTitle(text, locale).split(hyphenatedWord);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    part.includes(softHyphen) ? (
      <span key={index} className="aula-long-word">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The blocks' options on visitor pages a server component renders: `visitorRenderOptions` with
 * headings and card titles through `headingText`. Server components only: the patterns must
 * never reach a browser bundle, so client islands (the "load more" lists) keep
 * `visitorRenderOptions` (the check: server-render-options.test.ts).
 */
export function serverRenderOptions(locale: Locale): Partial<RenderOptions> {
  return { ...visitorRenderOptions(locale), hyphenate: (text) => headingText(text, locale) };
}
