import type { EntityName } from '@aula/api-client';

/** A bilingual field's two columns (`title_de`, `title_en`). */
const both = (name: string, de: string, en: string) => ({ [`${name}_de`]: de, [`${name}_en`]: en });

const paragraph = (text: string) => (text ? `<p>${text}</p>` : '');

/**
 * One stored entry of every entity but news (story-admin-api.ts has its own news item), as the
 * server answers it: German complete, English filled where an editor would have translated it.
 * The change page stories of each entity kind show these.
 */
export const storyEntries: Record<Exclude<EntityName, 'news'>, Record<string, unknown>> = {
  event: {
    ...both('title', 'Konzertabend im Kammermusiksaal', 'Evening concert in the chamber hall'),
    ...both('slug', 'konzertabend', 'evening-concert'),
    ...both('teaser', 'Studierende spielen Werke von Hindemith.', 'Students play Hindemith.'),
    ...both('body', paragraph('Eintritt frei.'), paragraph('Free admission.')),
    ...both('location', 'Kammermusiksaal', 'Chamber music hall'),
    starts_at: '2026-06-18T19:30',
    ends_at: '2026-06-18T21:30',
    category_id: 1,
    faculty_id: 2,
    image_id: null,
    is_online: true,
    is_home: false,
    is_highlight: true,
  },
  person: {
    academic_title: 'Prof. Dr.',
    first_name: 'Clara',
    last_name: 'Hoffmann',
    ...both('slug', 'clara-hoffmann', 'clara-hoffmann'),
    ...both('position', 'Professorin für Klangkunst', 'Professor of Sound Art'),
    ...both('bio', paragraph('Komponistin und Klangkünstlerin.'), ''),
    email: 'c.hoffmann@aula.example',
    phone: '+49 30 1234-567',
    room: 'A 2.14',
    faculty_id: 2,
    image_id: null,
    is_online: true,
  },
  personCategory: {
    ...both('name', 'Lehrende', 'Teaching staff'),
    ...both('slug', 'lehrende', 'teaching-staff'),
  },
  pressArticle: {
    ...both('title', 'Die Hochschule im Porträt', 'A portrait of the university'),
    ...both('slug', 'hochschule-im-portraet', 'portrait-of-the-university'),
    ...both('teaser', 'Ein Besuch in den Ateliers.', 'A visit to the studios.'),
    ...both('body', '', ''),
    source: 'Tagesspiegel',
    published_at: '2026-05-20T08:00',
    image_id: null,
    is_online: true,
  },
  pressRelease: {
    ...both('title', 'Neue Präsidentin gewählt', 'New president elected'),
    ...both('slug', 'neue-praesidentin', 'new-president'),
    ...both('teaser', 'Der Senat hat gewählt.', 'The senate has voted.'),
    ...both('body', paragraph('Die Amtszeit beginnt im Oktober.'), ''),
    published_at: '2026-04-02T11:00',
    image_id: null,
    is_online: false,
  },
  downloadDirectory: {
    ...both('title', 'Pressefotos', 'Press photos'),
    ...both('slug', 'pressefotos', 'press-photos'),
  },
  faculty: {
    ...both('name', 'Musik', 'Music'),
    ...both('slug', 'musik', 'music'),
    ...both('intro', paragraph('Instrumente, Gesang, Komposition.'), ''),
  },
  studyFaculty: {
    ...both('title', 'Komposition', 'Composition'),
    ...both('slug', 'komposition', 'composition'),
    ...both('description', paragraph('Acht Semester, Abschluss Bachelor.'), ''),
    faculty_id: 2,
    degree: 'Bachelor of Music',
    is_online: true,
  },
  studySubject: {
    ...both('title', 'Elektronische Komposition', 'Electronic composition'),
    ...both('slug', 'elektronische-komposition', 'electronic-composition'),
    ...both('description', '', ''),
    programme_id: 1,
    is_online: true,
  },
  applicationStudyFaculty: {
    ...both('title', 'Bewerbung Komposition', 'Applying for composition'),
    ...both('slug', 'bewerbung-komposition', 'applying-for-composition'),
    ...both('text', paragraph('Mappe und Aufnahmeprüfung.'), ''),
    programme_id: 1,
    deadline: '2026-05-15',
    is_online: true,
  },
  microsite: {
    ...both('name', 'Jazz-Institut', 'Jazz Institute'),
    ...both('url', 'https://jazz.aula.example/', 'https://jazz.aula.example/en/'),
    grouping: 'fachbereich-musik',
    is_online: true,
  },
  homeTeaser: {
    ...both('preline', 'Ausstellung', 'Exhibition'),
    ...both('headline', 'Rundgang 2026', 'Open studios 2026'),
    ...both('text', 'Drei Tage offene Ateliers.', 'Three days of open studios.'),
    ...both('link_url', '/de/rundgang', '/en/open-studios'),
    ...both('link_text', 'Zum Programm', 'See the programme'),
    image_id: null,
    is_highlight: true,
    is_online: true,
  },
  callToAction: {
    ...both('headline', 'Jetzt bewerben', 'Apply now'),
    ...both('text', 'Die Frist endet am 15. Mai.', 'The deadline is 15 May.'),
    ...both('link_url', '/de/bewerbung', '/en/application'),
    ...both('link_text', 'Zur Bewerbung', 'How to apply'),
    is_online: true,
  },
  instagramPost: {
    ...both('caption', 'Aufbau für den Rundgang.', ''),
    url: 'https://www.instagram.com/p/aula2026/',
    image_id: null,
    posted_at: '2026-07-08T16:00',
    is_online: true,
  },
  breakingNews: {
    ...both('headline', 'Hochschule heute geschlossen', 'University closed today'),
    ...both('text', 'Wegen eines Stromausfalls.', 'Because of a power cut.'),
    ...both('link_url', '', ''),
    ...both('link_text', '', ''),
    color: 'urgent',
    starts_at: '2026-07-01T07:00',
    ends_at: '2026-07-01T20:00',
    is_online: true,
  },
  redirect: {
    old_path: '/studium/alt',
    new_path: '/de/studium',
  },
};

/** A row of a story list: its title, its cells by column, the languages it misses. */
export interface StoryListRow {
  id: number;
  title: string;
  cells: Record<string, string | boolean>;
  missing: ('de' | 'en')[];
}

/** Two rows of a list (the entry above first, then a second one): its columns as it has them. */
const rows = (
  first: Record<string, string | boolean>,
  second: Record<string, string | boolean>,
  titleColumn: string,
): StoryListRow[] =>
  [first, second].map((cells, index) => ({
    id: index + 1,
    title: String(cells[titleColumn]),
    cells,
    // The second row has no English yet: the list flags it.
    missing: index === 1 ? ['en'] : [],
  }));

/** The lists of every entity but news (story-admin-api.ts has the news list). */
export const storyLists: Record<Exclude<EntityName, 'news'>, StoryListRow[]> = {
  event: rows(
    { title: 'Konzertabend', starts_at: '2026-06-18T19:30', is_online: true },
    { title: 'Tag der offenen Tür', starts_at: '2026-05-09T10:00', is_online: false },
    'title',
  ),
  person: rows(
    { last_name: 'Hoffmann', first_name: 'Clara', is_online: true },
    { last_name: 'Yilmaz', first_name: 'Deniz', is_online: true },
    'last_name',
  ),
  personCategory: rows({ name: 'Lehrende' }, { name: 'Verwaltung' }, 'name'),
  pressArticle: rows(
    { title: 'Die Hochschule im Porträt', published_at: '2026-05-20T08:00', is_online: true },
    { title: 'Klang im Stadtraum', published_at: '2026-03-11T08:00', is_online: true },
    'title',
  ),
  pressRelease: rows(
    { title: 'Neue Präsidentin gewählt', published_at: '2026-04-02T11:00', is_online: false },
    { title: 'Rekord bei Bewerbungen', published_at: '2026-02-01T11:00', is_online: true },
    'title',
  ),
  downloadDirectory: rows({ title: 'Pressefotos' }, { title: 'Logos' }, 'title'),
  faculty: rows({ name: 'Musik' }, { name: 'Kunst und Design' }, 'name'),
  studyFaculty: rows(
    { title: 'Komposition', degree: 'Bachelor of Music', is_online: true },
    { title: 'Malerei', degree: 'Diplom', is_online: true },
    'title',
  ),
  studySubject: rows(
    { title: 'Elektronische Komposition', is_online: true },
    { title: 'Aktzeichnen', is_online: false },
    'title',
  ),
  applicationStudyFaculty: rows(
    { title: 'Bewerbung Komposition', deadline: '2026-05-15', is_online: true },
    { title: 'Bewerbung Malerei', deadline: '2026-04-01', is_online: true },
    'title',
  ),
  microsite: rows(
    { name: 'Jazz-Institut', grouping: 'fachbereich-musik', is_online: true },
    { name: 'Sommerakademie', grouping: 'weitere-themen', is_online: true },
    'name',
  ),
  homeTeaser: rows(
    { headline: 'Rundgang 2026', is_online: true },
    { headline: 'Studieren in Berlin', is_online: false },
    'headline',
  ),
  callToAction: rows(
    { headline: 'Jetzt bewerben', is_online: true },
    { headline: 'Newsletter bestellen', is_online: true },
    'headline',
  ),
  instagramPost: rows(
    {
      url: 'https://www.instagram.com/p/aula2026/',
      posted_at: '2026-07-08T16:00',
      is_online: true,
    },
    {
      url: 'https://www.instagram.com/p/aula2025/',
      posted_at: '2026-06-30T12:00',
      is_online: true,
    },
    'url',
  ),
  breakingNews: rows(
    { headline: 'Hochschule heute geschlossen', color: 'urgent', is_online: true },
    { headline: 'Bibliothek ab 14 Uhr offen', color: 'regular', is_online: false },
    'headline',
  ),
  redirect: rows(
    { old_path: '/studium/alt', new_path: '/de/studium' },
    { old_path: '/presse/alt', new_path: '/de/presse' },
    'old_path',
  ),
};
