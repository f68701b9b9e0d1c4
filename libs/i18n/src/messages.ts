const de = {
  'layout.skipLink': 'Zum Inhalt springen',
  'news.title': 'Neuigkeiten',
  'news.empty': 'Es gibt noch keine Neuigkeiten.',
  'news.readMore': 'Weiterlesen',
  'pagination.label': 'Seiten',
  'pagination.previous': 'Vorherige Seite',
  'pagination.next': 'Nächste Seite',
} as const;

/** Every key of the German catalogue must exist in English: a missing one fails the type check. */
const en: Record<keyof typeof de, string> = {
  'layout.skipLink': 'Jump to content',
  'news.title': 'News',
  'news.empty': 'There is no news yet.',
  'news.readMore': 'Read more',
  'pagination.label': 'Pages',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
};

export const messages = { de, en } as const;

export type MessageKey = keyof typeof de;
export type MessageLocale = keyof typeof messages;

/** The UI text for a key in a language. */
export function t(locale: MessageLocale, key: MessageKey): string {
  return messages[locale][key];
}
