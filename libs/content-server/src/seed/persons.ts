import type { Insertable } from 'kysely';
import type { PersonTable } from '../db/schema';
import { cycle } from './cycle';
import { slugify } from './slugify';

const firstNames = ['Anna', 'Jonas', 'Leonie', 'Mehmet', 'Sophie', 'Lukas', 'Hannah', 'Felix', 'Marie', 'Paul', 'Jülide', 'Tomasz'] as const;
const lastNames = ['Becker', 'Schäfer', 'Yılmaz', 'Nowak', 'Richter', 'Wagner', 'Krüger', 'Hoffmann', 'Lehmann', 'Kowalski', 'Fischer', 'Weiß', 'Bauer'] as const;
const positions: [[string, string], ...[string, string][]] = [
  ['Professorin für Komposition', 'Professor of composition'],
  ['Professor für Malerei', 'Professor of painting'],
  ['Lehrbeauftragte für Klavier', 'Lecturer in piano'],
  ['Künstlerischer Mitarbeiter Fotografie', 'Artistic assistant in photography'],
  ['Referentin der Verwaltung', 'Administrative officer'],
  ['Studienberater', 'Student adviser'],
];

export interface DemoPerson {
  row: Insertable<PersonTable>;
  /** Indexes into the person categories this person belongs to. */
  categoryIndexes: number[];
}

/** Demo persons: `count` deterministic people, each in one or two of `categoryCount` categories. */
export function demoPersons(count: number, categoryCount: number): DemoPerson[] {
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length] ?? 'Anna';
    const last = lastNames[(index * 7) % lastNames.length] ?? 'Becker';
    const [positionDe, positionEn] = cycle(positions, index);
    const name = `${first} ${last}`;
    const number = index + 1;
    return {
      row: {
        slug_de: `${slugify(name)}-${number}`,
        slug_en: `${slugify(name)}-${number}`,
        academic_title: index % 3 === 0 ? 'Prof.' : index % 3 === 1 ? 'Dr.' : '',
        first_name: first,
        last_name: last,
        position_de: positionDe,
        position_en: positionEn,
        bio_de: `<p>${name} lehrt und forscht an der Hochschule der Künste Aula.</p>`,
        bio_en: `<p>${name} teaches and researches at the Aula University of the Arts.</p>`,
        email: `${slugify(first)}.${slugify(last)}${number}@aula.example`,
        phone: `+49 30 1234-${String(100 + index).padStart(4, '0')}`,
        room: `${String.fromCharCode(65 + (index % 4))} ${100 + index}`,
        image_id: null,
      },
      categoryIndexes: index % 4 === 0 ? [index % categoryCount, (index + 1) % categoryCount] : [index % categoryCount],
    };
  });
}
