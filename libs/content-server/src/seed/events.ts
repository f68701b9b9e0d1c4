import type { Insertable } from 'kysely';
import type { EventTable } from '../db/schema';
import { cycle } from './cycle';
import { slugify } from '@aula/api-client';

/** The index of a seeded event category (categories.ts: Konzert, Ausstellung, Vortrag, Workshop, Theater). */
const category = { concert: 0, exhibition: 1, lecture: 2, workshop: 3, theatre: 4 } as const;
/** The index of a seeded faculty (study.ts: Musik, Kunst und Design). */
const faculty = { music: 0, art: 1 } as const;

/**
 * So that the filters demonstrate what they do, each kind of event is filed under the category and
 * faculty it belongs to.
 */
const subjects: [EventSubject, ...EventSubject[]] = [
  {
    de: 'Semesterkonzert',
    en: 'Semester concert',
    category: category.concert,
    faculty: faculty.music,
  },
  {
    de: 'Vernissage Malerei',
    en: 'Painting opening',
    category: category.exhibition,
    faculty: faculty.art,
  },
  {
    de: 'Ringvorlesung Ästhetik',
    en: 'Lecture series on aesthetics',
    category: category.lecture,
    faculty: faculty.art,
  },
  {
    de: 'Workshop Siebdruck',
    en: 'Screen printing workshop',
    category: category.workshop,
    faculty: faculty.art,
  },
  { de: 'Opernszenen', en: 'Opera scenes', category: category.theatre, faculty: faculty.music },
  {
    de: 'Kammermusikabend',
    en: 'Chamber music evening',
    category: category.concert,
    faculty: faculty.music,
  },
];
interface EventSubject {
  de: string;
  en: string;
  category: number;
  faculty: number;
}

const locations: [[string, string], ...[string, string][]] = [
  ['Großer Saal', 'Great Hall'],
  ['Galerie im Hauptgebäude', 'Gallery in the main building'],
  ['Hörsaal 1', 'Lecture hall 1'],
  ['Werkstatt Druck', 'Print workshop'],
  ['Studiobühne', 'Studio stage'],
];

export interface EventReferences {
  categoryIds: readonly [number, ...number[]];
  facultyIds: readonly [number, ...number[]];
  /** Half of the events lie before this day, half after it (none on it, so the split holds all day). */
  today: Date;
}

const day = 24 * 60 * 60 * 1000;

/**
 * Demo events: `count` items every third day around `today` (half past, half future), at
 * 19:00 Berlin time in winter (18:00 UTC), each two hours long.
 */
export function demoEvents(
  count: number,
  { categoryIds, facultyIds, today }: EventReferences,
): Insertable<EventTable>[] {
  // The last past event is two days before `today`, the first upcoming one the day after.
  const first =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 18) -
    Math.floor(count / 2) * 3 * day +
    day;
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const subject = cycle(subjects, index);
    const { de, en } = subject;
    const [locationDe, locationEn] = cycle(locations, index);
    const starts = first + index * 3 * day;
    return {
      slug_de: `${slugify(de)}-${number}`,
      slug_en: `${slugify(en)}-${number}`,
      title_de: `${de} ${number}`,
      title_en: `${en} ${number}`,
      teaser_de: `${de}: Studierende der Hochschule stellen sich vor.`,
      teaser_en: `${en}: students of the university present their work.`,
      body_de: `<p>${de} mit Studierenden und Lehrenden. Eintritt frei.</p>`,
      body_en: `<p>${en} with students and teachers. Admission free.</p>`,
      location_de: locationDe,
      location_en: locationEn,
      starts_at: new Date(starts),
      ends_at: new Date(starts + 2 * 60 * 60 * 1000),
      category_id: categoryIds[subject.category] ?? categoryIds[0],
      faculty_id: facultyIds[subject.faculty] ?? facultyIds[0],
      is_home: index % 4 === 0,
      is_highlight: index % 6 === 0,
      image_id: null,
    };
  });
}
