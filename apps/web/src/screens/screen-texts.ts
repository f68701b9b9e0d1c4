import type { Locale } from '@aula/routing';

/**
 * The screens' own UI texts that `@aula/i18n` does not hold yet (this assignment does not own
 * the catalogues): one `{ de, en }` pair each. Candidates to move into `libs/i18n`.
 */
const texts = {
  allCategories: { de: 'Alle Kategorien', en: 'All categories' },
  allDates: { de: 'Alle Tage', en: 'All dates' },
  category: { de: 'Kategorie', en: 'Category' },
  date: { de: 'Datum', en: 'Date' },
  filter: { de: 'Filtern', en: 'Filter' },
  resetFilter: { de: 'Filter zurücksetzen', en: 'Reset filter' },
  loadMore: { de: 'Mehr laden', en: 'Load more' },
  loading: { de: 'Wird geladen …', en: 'Loading …' },
  moreLoaded: { de: '{count} weitere Einträge geladen', en: '{count} more entries loaded' },
  loadFailed: { de: 'Weitere Einträge konnten nicht geladen werden. Bitte versuchen Sie es noch einmal.', en: 'More entries could not be loaded. Please try again.' },
  emptyList: { de: 'Keine Einträge gefunden.', en: 'No entries found.' },
  otherLanguage: { de: 'English version', en: 'Deutsche Version' },
  location: { de: 'Ort', en: 'Location' },
  facts: { de: 'Auf einen Blick', en: 'At a glance' },
  degree: { de: 'Abschluss', en: 'Degree' },
  apply: { de: 'Jetzt bewerben', en: 'Apply now' },
  admission: { de: 'Eintritt', en: 'Admission' },
  events: { de: 'Veranstaltungen', en: 'Events' },
  news: { de: 'Neuigkeiten', en: 'News' },
  highlights: { de: 'Highlights', en: 'Highlights' },
  instagram: { de: 'Instagram', en: 'Instagram' },
  search: { de: 'Suche', en: 'Search' },
  searchLabel: { de: 'Suchbegriff', en: 'Search term' },
  searchSubmit: { de: 'Suchen', en: 'Search' },
  previousPage: { de: 'Vorherige Seite', en: 'Previous page' },
  nextPage: { de: 'Nächste Seite', en: 'Next page' },
  searchEmpty: { de: 'Keine Treffer.', en: 'No results.' },
  others: { de: 'Seiten', en: 'Pages' },
  persons: { de: 'Personen', en: 'Persons' },
  programmes: { de: 'Studiengänge', en: 'Study programmes' },
  subjects: { de: 'Studienfächer', en: 'Subjects' },
  faculties: { de: 'Fachbereiche', en: 'Faculties' },
  faculty: { de: 'Fachbereich', en: 'Faculty' },
  deadline: { de: 'Bewerbungsschluss', en: 'Application deadline' },
  applications: { de: 'Bewerbungen', en: 'Applications' },
  pressArticles: { de: 'Pressespiegel', en: 'Press coverage' },
  downloads: { de: 'Pressematerial', en: 'Press material' },
  pressReleases: { de: 'Pressemitteilungen', en: 'Press releases' },
  contact: { de: 'Kontakt', en: 'Contact' },
  website: { de: 'Website', en: 'Website' },
  email: { de: 'E-Mail', en: 'E-mail' },
  name: { de: 'Name', en: 'Name' },
  phone: { de: 'Telefon', en: 'Phone' },
  position: { de: 'Funktion', en: 'Position' },
  view: { de: 'Ansicht', en: 'View' },
  viewGrid: { de: 'Raster', en: 'Grid' },
  viewList: { de: 'Liste', en: 'List' },
  newsletters: { de: 'Newsletter', en: 'Newsletters' },
  subscribe: { de: 'Anmelden', en: 'Subscribe' },
  subscribed: { de: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.', en: 'Thank you! Please confirm your subscription with the link in the e-mail.' },
  subscribeFailed: { de: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.', en: 'The subscription failed. Please try again.' },
  'microsite.fachbereich-musik': { de: 'Fachbereich Musik', en: 'Faculty of Music' },
  'microsite.fachbereich-kunst-und-design': { de: 'Fachbereich Kunst und Design', en: 'Faculty of Art and Design' },
  'microsite.weitere-themen': { de: 'Weitere Themen', en: 'More topics' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ScreenTextKey = keyof typeof texts;

/** A screen text in a language. */
export function screenText(locale: Locale, key: ScreenTextKey): string {
  return texts[key][locale];
}
