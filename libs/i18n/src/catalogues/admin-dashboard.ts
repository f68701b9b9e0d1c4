import { definePairedCatalogue } from './define-catalogue';

// DESIGN.md 9: the dashboard's figures, the lists behind them and the recent changes.
const pairs = {
  'admin.dashboard.figures': ['Was zu tun ist', 'What needs doing'],
  'admin.dashboard.missingTranslations.help': [
    'Abschnitte und Felder auf Seiten, gezählt wie in der Werkzeugleiste',
    'Sections and fields on pages, counted as in the toolbar',
  ],
  'admin.dashboard.entriesUntranslated': ['Einträge ohne Übersetzung', 'Entries not translated'],
  'admin.dashboard.brokenLinks.help': [
    'Links in Teasern, Aufrufen, Eilmeldungen und Weiterleitungen',
    'Links in teasers, calls to action, breaking news and redirects',
  ],
  'admin.dashboard.none': ['Nichts zu tun.', 'Nothing to do.'],
  'admin.dashboard.more': ['Die ersten {shown} von {count}.', 'The first {shown} of {count}.'],
  'admin.dashboard.kind.section': ['Abschnitt', 'Section'],
  'admin.dashboard.kind.page': ['Seite', 'Page'],
  'admin.dashboard.slot': [
    'Bereich „{slug}“ (auf seinem Bildschirm)',
    'Area “{slug}” (on its screen)',
  ],
  'admin.dashboard.language': ['auf {language}', 'in {language}'],
  'admin.dashboard.by': ['von {user}', 'by {user}'],
  'admin.dashboard.draftSaved': ['Entwurf gespeichert {date}', 'Draft saved {date}'],
  'admin.dashboard.due': ['Erscheint {date}', 'Appears {date}'],
  'admin.dashboard.brokenLink': ['Link ins Leere: {link}', 'Link to nowhere: {link}'],
} as const satisfies Record<string, readonly [string, string]>;

export const adminDashboard = definePairedCatalogue(pairs);
