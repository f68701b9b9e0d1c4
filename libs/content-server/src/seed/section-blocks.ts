import type { Locale } from '@aula/routing';
import type { SeedBlock, SeedContainer } from './page-blocks';
import type { Pair } from './content/programme-text';

/** A section of `layout` (spec 3: 0 is 100, 1 is 67-33, 3 is 50-50) with its columns. */
export const section = (layout: number, ...columns: SeedBlock[][]): SeedContainer => ({
  model: 'ContainerModule',
  layout,
  columns,
});

/** The text of a pair in `locale`. */
export const inLocale = (locale: Locale, [de, en]: Pair | readonly [string, string]) =>
  locale === 'de' ? de : en;

/** A left-aligned headline; level 2 under a screen's h1. */
export const headline = (content: string, level = 2): SeedBlock => ({
  model: 'HeadlineModule',
  headline_level: level,
  content,
  extra_class: 'links',
});

export const text = (html: string): SeedBlock => ({ model: 'TextModule', content: html });

export const paragraph = (content: string): string => `<p>${content}</p>`;

export const bulletList = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const numberedList = (items: readonly string[]): string =>
  `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

export const link = (content: string, url: string): SeedBlock => ({
  model: 'LinkModule',
  content,
  link: url,
  open_new_window: false,
});

/** An infobox of labelled entries, each a label and its rich text. */
export const infobox = (entries: readonly [label: string, html: string][]): SeedBlock => ({
  model: 'InfoboxModule',
  children: entries.map(([preline, content]) => ({ preline, content })),
});

/** Questions and answers, each answer a paragraph. */
export const faq = (entries: readonly [question: string, answer: string][]): SeedBlock => ({
  model: 'FAQModule',
  children: entries.map(([question, answer]) => ({
    content: `<p><strong>${question}</strong></p><p>${answer}</p>`,
  })),
});

const months: Record<Locale, readonly string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** A day written out as a German or British reader expects it: "15. März 2027", "15 March 2027". */
export function longDate(locale: Locale, [year, month, day]: readonly [number, number, number]) {
  const name = months[locale][month] ?? '';
  return locale === 'de' ? `${day}. ${name} ${year}` : `${day} ${name} ${year}`;
}
