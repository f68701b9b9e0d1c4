import { defineCatalogue } from './define-catalogue';

/**
 * spec 2, 8: the error pages. The page titles are the spec's own ('404 - Page Not found',
 * 'An error occurred') in both languages; the messages are translated.
 */
export const errors = defineCatalogue(
  {
    'error.notFound.title': '404 - Page Not found',
    'error.notFound.message': 'Diese Seite konnte leider nicht gefunden werden',
    'error.notFound.pageMessage': '404 – Nicht gefunden',
    'error.general.title': 'An error occurred',
    'error.general.message': 'Es ist ein Fehler aufgetreten',
    'error.errorPage.message': 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
    'error.statusCode': 'Statuscode',
    'error.details': 'Details',
    'error.backHome': 'Zurück zur Startseite',
    'error.logoLabel': 'Zur Startseite',
    'error.hyphenationRequest': 'Bitte 1 bis 50 Texte mit je höchstens 300 Zeichen senden.',
  },
  {
    'error.notFound.title': '404 - Page Not found',
    'error.notFound.message': 'This page could not be found',
    'error.notFound.pageMessage': '404 Not Found',
    'error.general.title': 'An error occurred',
    'error.general.message': 'An error occurred',
    'error.errorPage.message': 'An error occurred while showing the error page',
    'error.statusCode': 'Status code',
    'error.details': 'Details',
    'error.backHome': 'Back to the home page',
    'error.logoLabel': 'To the home page',
    'error.hyphenationRequest': 'Please send 1 to 50 texts of at most 300 characters each.',
  },
);
