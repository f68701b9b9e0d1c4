import type { Insertable } from 'kysely';
import type { PersonTable } from '../db/schema';
import { cycle } from './cycle';
import { personBios } from './content/person-bios';
import { slugify } from '@aula/api-client';

const firstNames = [
  'Anna',
  'Jonas',
  'Leonie',
  'Mehmet',
  'Sophie',
  'Lukas',
  'Hannah',
  'Felix',
  'Marie',
  'Paul',
  'Jülide',
  'Tomasz',
] as const;
const lastNames = [
  'Becker',
  'Schäfer',
  'Yılmaz',
  'Nowak',
  'Richter',
  'Wagner',
  'Krüger',
  'Hoffmann',
  'Lehmann',
  'Kowalski',
  'Fischer',
  'Weiß',
  'Bauer',
] as const;

/** The faculty a position belongs to: music and art positions teach in a faculty, staff do not. */
export type PersonFaculty = 'music' | 'art' | null;

const positions: [[string, string, PersonFaculty], ...[string, string, PersonFaculty][]] = [
  ['Professorin für Komposition', 'Professor of composition', 'music'],
  ['Professor für Malerei', 'Professor of painting', 'art'],
  ['Lehrbeauftragte für Klavier', 'Lecturer in piano', 'music'],
  ['Künstlerischer Mitarbeiter Fotografie', 'Artistic assistant in photography', 'art'],
  ['Referentin der Verwaltung', 'Administrative officer', null],
  ['Studienberater', 'Student adviser', null],
];

/** The biography of the person at `index` as HTML paragraphs (its position's, with the name). */
export function personBio(index: number, name: string, locale: 'de' | 'en'): string {
  return cycle(personBios, index)
    .map((pair) => `<p>${pair[locale === 'de' ? 0 : 1].replace('{name}', name)}</p>`)
    .join('');
}

/**
 * The place of each person in the directory, which lists by last name, first name and id
 * (routes/persons.ts): portraits given in this order differ on every page of 24.
 */
export function directoryRanks(persons: readonly DemoPerson[]): number[] {
  const key = ({ row }: DemoPerson) => `${row.last_name}\u0000${row.first_name}`;
  const order = persons
    .map((person, index) => ({ key: key(person), index }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  const ranks: number[] = [];
  order.forEach(({ index }, rank) => (ranks[index] = rank));
  return ranks;
}

/** The faculty ids the study seed created, by the faculty a position belongs to. */
export type PersonFacultyIds = Record<'music' | 'art', number | null>;

export interface DemoPerson {
  row: Insertable<PersonTable>;
  /** Indexes into the person categories this person belongs to. */
  categoryIndexes: number[];
}

/**
 * Demo persons: `count` deterministic people, each in one or two of `categoryCount` categories;
 * every third has a portfolio website, and music and art positions belong to their faculty.
 * Portraits are given by the caller, which knows the seeded media.
 */
export function demoPersons(
  count: number,
  categoryCount: number,
  facultyIds: PersonFacultyIds = { music: null, art: null },
): DemoPerson[] {
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length] ?? 'Anna';
    const last = lastNames[(index * 7) % lastNames.length] ?? 'Becker';
    const [positionDe, positionEn, faculty] = cycle(positions, index);
    const name = `${first} ${last}`;
    const number = index + 1;
    const slug = `${slugify(name)}-${number}`;
    return {
      row: {
        slug_de: slug,
        slug_en: slug,
        academic_title: index % 3 === 0 ? 'Prof.' : index % 3 === 1 ? 'Dr.' : '',
        first_name: first,
        last_name: last,
        position_de: positionDe,
        position_en: positionEn,
        bio_de: personBio(index, name, 'de'),
        bio_en: personBio(index, name, 'en'),
        email: `${slugify(first)}.${slugify(last)}${number}@aula.example`,
        phone: `+49 30 1234-${String(100 + index).padStart(4, '0')}`,
        room: `${String.fromCharCode(65 + (index % 4))} ${100 + index}`,
        image_id: null,
        website: index % 3 === 0 ? `https://portfolio.aula.example/${slug}` : null,
        faculty_id: faculty === null ? null : facultyIds[faculty],
      },
      categoryIndexes:
        index % 4 === 0
          ? [index % categoryCount, (index + 1) % categoryCount]
          : [index % categoryCount],
    };
  });
}
