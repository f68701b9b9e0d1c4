import type { Insertable } from 'kysely';
import type { NewsTable } from '../db/schema';

interface Subject {
  de: string;
  en: string;
  slugDe: string;
  slugEn: string;
}

interface Category {
  de: string;
  en: string;
}

const subjects: [Subject, ...Subject[]] = [
  { de: 'Abschlussausstellung', en: 'Graduate exhibition', slugDe: 'abschlussausstellung', slugEn: 'graduate-exhibition' },
  { de: 'Orchesterkonzert', en: 'Orchestra concert', slugDe: 'orchesterkonzert', slugEn: 'orchestra-concert' },
  { de: 'Werkschau Fotografie', en: 'Photography showcase', slugDe: 'werkschau-fotografie', slugEn: 'photography-showcase' },
  { de: 'Gastprofessur Komposition', en: 'Visiting professorship in composition', slugDe: 'gastprofessur-komposition', slugEn: 'visiting-professorship-composition' },
  { de: 'Preis für Bildhauerei', en: 'Sculpture prize', slugDe: 'preis-bildhauerei', slugEn: 'sculpture-prize' },
  { de: 'Sommerakademie Jazz', en: 'Jazz summer academy', slugDe: 'sommerakademie-jazz', slugEn: 'jazz-summer-academy' },
];
const categories: [Category, ...Category[]] = [
  { de: 'Hochschule', en: 'University' },
  { de: 'Musik', en: 'Music' },
  { de: 'Kunst und Design', en: 'Art and Design' },
];

/** The item at `index`, starting again at the first after the last. */
function cycle<T>(items: readonly [T, ...T[]], index: number): T {
  return items[index % items.length] ?? items[0];
}

/** Demo news: `count` items, one per week back from a fixed date, the same on every run. */
export function demoNews(count: number): Insertable<NewsTable>[] {
  const newest = Date.UTC(2026, 9, 30, 9, 0, 0);
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const subject = cycle(subjects, index);
    const category = cycle(categories, index);
    return {
      slug_de: `${subject.slugDe}-${number}`,
      slug_en: `${subject.slugEn}-${number}`,
      title_de: `${subject.de} Nr. ${number}`,
      title_en: `${subject.en} no. ${number}`,
      teaser_de: `Studierende und Lehrende zeigen neue Arbeiten: ${subject.de} Nr. ${number}.`,
      teaser_en: `Students and teachers show new work: ${subject.en} no. ${number}.`,
      category_de: category.de,
      category_en: category.en,
      published_at: new Date(newest - index * 7 * 24 * 60 * 60 * 1000),
    };
  });
}
