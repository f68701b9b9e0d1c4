/** One screen of spec 2 in both languages, with the seeded demo content's paths. */
export interface DesignScreen {
  name: string;
  de: string;
  en: string;
  /** The status the screen answers with (200 unless said). */
  status?: number;
  /** The document title (before ' | Aula') where it says more than the h1 (the search query). */
  title?: { de: string; en: string };
}

/**
 * spec 2: every screen of the route table, with the seeded demo content, checked in both
 * languages at 375 and 1280 px by `screens-sweep.spec.ts` and saved as PNGs by
 * `npm run screenshots`.
 */
export const designScreens: DesignScreen[] = [
  { name: 'home', de: '/de', en: '/en' },
  { name: 'not-found', de: '/de/404', en: '/en/404', status: 404 },
  { name: 'application-overview', de: '/de/bewerbung', en: '/en/application' },
  {
    name: 'application-detail',
    de: '/de/bewerbung/bewerbung-instrumentalmusik/1',
    en: '/en/application/application-instrumental-music/1',
  },
  { name: 'microsites', de: '/de/microsites', en: '/en/microsites' },
  { name: 'news', de: '/de/neuigkeiten', en: '/en/news' },
  {
    name: 'news-detail',
    de: '/de/neuigkeiten/abschlussausstellung-1/1',
    en: '/en/news/graduate-exhibition-1/1',
  },
  { name: 'newsletter', de: '/de/newsletter', en: '/en/newsletter' },
  { name: 'persons', de: '/de/personen', en: '/en/person' },
  { name: 'persons-list', de: '/de/personen?view=list', en: '/en/person?view=list' },
  { name: 'person-detail', de: '/de/personen/anna-bauer-25/25', en: '/en/person/anna-bauer-25/25' },
  { name: 'press', de: '/de/presse', en: '/en/press' },
  { name: 'press-releases', de: '/de/pressemitteilungen', en: '/en/press-releases' },
  {
    name: 'press-release-detail',
    de: '/de/pressemitteilungen/pressemitteilung-1/1',
    en: '/en/press-releases/press-release-1/1',
  },
  { name: 'study', de: '/de/studium', en: '/en/study' },
  { name: 'guest-auditors', de: '/de/studium/gasthoererschaft', en: '/en/study/guest-auditors' },
  { name: 'faculty', de: '/de/studium/musik', en: '/en/study/music' },
  { name: 'faculty-art', de: '/de/studium/kunst-und-design', en: '/en/study/art-and-design' },
  {
    name: 'study-programme',
    de: '/de/studium/musik/instrumentalmusik/1',
    en: '/en/study/music/instrumental-music/1',
  },
  {
    name: 'study-subject',
    de: '/de/studium/musik/instrumentalmusik/1/klavier/1',
    en: '/en/study/music/instrumental-music/1/piano/1',
  },
  { name: 'events', de: '/de/veranstaltungen', en: '/en/events' },
  {
    name: 'event-detail',
    de: '/de/veranstaltungen/semesterkonzert-25/25',
    en: '/en/events/semester-concert-25/25',
  },
  {
    name: 'search',
    de: '/de/search?q=konzert',
    en: '/en/search?q=concert',
    title: { de: 'Suche nach „konzert“', en: 'Search for “concert”' },
  },
  { name: 'search-category', de: '/de/search/news/2', en: '/en/search/news/2' },
  { name: 'blocks', de: '/de/bloecke', en: '/en/blocks' },
];
