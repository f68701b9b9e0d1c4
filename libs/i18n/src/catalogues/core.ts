import { defineCatalogue } from './define-catalogue';

/** Layout, lists and paging: texts every page uses (the site's short name is the logo's). */
export const core = defineCatalogue(
  {
    'site.shortName': 'Aula',
    'layout.skipLink': 'Zum Inhalt springen',
    'news.title': 'Neuigkeiten',
    'news.empty': 'Es gibt noch keine Neuigkeiten.',
    'news.readMore': 'Weiterlesen',
    'pagination.label': 'Seiten',
    'pagination.previous': 'Vorherige Seite',
    'pagination.next': 'Nächste Seite',
  },
  {
    'site.shortName': 'Aula',
    'layout.skipLink': 'Jump to content',
    'news.title': 'News',
    'news.empty': 'There is no news yet.',
    'news.readMore': 'Read more',
    'pagination.label': 'Pages',
    'pagination.previous': 'Previous page',
    'pagination.next': 'Next page',
  },
);
