import type { NavigationItem } from '@aula/api-client';

function item(menu_name: string, url: string, children: NavigationItem[] = []): NavigationItem {
  return { menu_name, headline: menu_name, url, in_highlight_menu: false, children };
}

/** A menu whose "Hochschule" branch is two levels deep, for the side navigation's tests and stories. */
export function branchMenu(locale: 'de' | 'en' = 'de'): NavigationItem[] {
  if (locale === 'en')
    return [
      item('News', '/en/news'),
      item('University', '/en/university', [
        item('Mission', '/en/university/mission'),
        item('History', '/en/university/history', [
          item('Founding years', '/en/university/history/founding'),
          item('Since 1971', '/en/university/history/since-1971'),
        ]),
        item('Management', '/en/university/management'),
      ]),
      item('People', '/en/people'),
    ];
  return [
    item('Neuigkeiten', '/de/neuigkeiten'),
    item('Hochschule', '/de/hochschule', [
      item('Leitbild', '/de/hochschule/leitbild'),
      item('Geschichte', '/de/hochschule/geschichte', [
        item('Gründungsjahre', '/de/hochschule/geschichte/gruendung'),
        item('Seit 1971', '/de/hochschule/geschichte/seit-1971'),
      ]),
      item('Leitung', '/de/hochschule/leitung', [
        item('Präsidium', '/de/hochschule/leitung/praesidium'),
      ]),
    ]),
    item('Personen', '/de/personen'),
  ];
}

/** A branch with many pages: the panel scrolls inside itself (spec 2). */
export function longBranchMenu(): NavigationItem[] {
  const pages = Array.from({ length: 24 }, (_, index) =>
    item(
      `Fachgebiet ${index + 1}: Komposition, Dirigieren und Musiktheorie`,
      `/de/studium/fach-${index + 1}`,
    ),
  );
  return [item('Studium', '/de/studium', pages)];
}
