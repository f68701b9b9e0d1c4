import type { NavigationItem } from '@aula/api-client';

function item(
  menu_name: string,
  url: string,
  in_highlight_menu = false,
  children: NavigationItem[] = [],
): NavigationItem {
  return { menu_name, headline: menu_name, url, in_highlight_menu, children };
}

/** A German main menu for stories and tests: highlights, plain entries and submenus. */
export const menuFixture: NavigationItem[] = [
  item('Studium', '/de/studium', true, [
    item('Musik', '/de/studium/musik'),
    item('Kunst und Design', '/de/studium/kunst-und-design'),
  ]),
  item('Bewerbung', '/de/bewerbung', true),
  item('Veranstaltungen', '/de/veranstaltungen', true),
  item('Hochschule', '/de/hochschule', false, [
    item('Leitung', '/de/hochschule/leitung'),
    item('Geschichte', '/de/hochschule/geschichte'),
  ]),
  item('Presse', '/de/presse', false, [item('Pressemitteilungen', '/de/pressemitteilungen')]),
  item('Personen', '/de/personen'),
  item('Neuigkeiten', '/de/neuigkeiten'),
];

/** A footer navigation list (spec 3: the navigation's footer list). */
export const footerFixture: NavigationItem[] = [
  item('Impressum', '/de/impressum'),
  item('Datenschutz', '/de/datenschutz'),
  item('Kontakt', '/de/kontakt'),
];
