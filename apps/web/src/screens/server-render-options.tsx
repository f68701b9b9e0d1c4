import type { RenderOptions } from '@aula/blocks';
import { hyphenateTitle } from '@aula/host/hyphenation';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { longWordSpans } from './long-word-spans';
import { visitorRenderOptions } from './visitor-render-options';

/**
 * A heading or card title the server renders, hyphenated in the page's language
 * (@aula/host/hyphenation), each hyphenated word a box of its own (`longWordSpans`).
 */
export function headingText(text: string, locale: Locale): ReactNode {
  const hyphenated = hyphenateTitle(text, locale);
  return hyphenated === text ? text : longWordSpans(hyphenated);
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
