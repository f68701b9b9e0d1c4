import type { Insertable } from 'kysely';
import type { NewsTable } from '../db/schema';
import { cycle } from './cycle';
import { newsTexts } from './content/news';

interface Subject {
  de: string;
  en: string;
  slugDe: string;
  slugEn: string;
  /** The index of its seeded news category (categories.ts: Hochschule, Musik, Kunst und Design, Forschung). */
  category: number;
  /** The index of its seeded faculty (study.ts: Musik, Kunst und Design). */
  faculty: number;
}

const category = { university: 0, music: 1, art: 2, research: 3 } as const;
const faculty = { music: 0, art: 1 } as const;

/**
 * So that the filters demonstrate what they do, each kind of news is filed under the category and
 * faculty it belongs to.
 */
const subjects: [Subject, ...Subject[]] = [
  {
    de: 'Abschlussausstellung',
    en: 'Graduate exhibition',
    slugDe: 'abschlussausstellung',
    slugEn: 'graduate-exhibition',
    category: category.art,
    faculty: faculty.art,
  },
  {
    de: 'Orchesterkonzert',
    en: 'Orchestra concert',
    slugDe: 'orchesterkonzert',
    slugEn: 'orchestra-concert',
    category: category.music,
    faculty: faculty.music,
  },
  {
    de: 'Werkschau Fotografie',
    en: 'Photography showcase',
    slugDe: 'werkschau-fotografie',
    slugEn: 'photography-showcase',
    category: category.art,
    faculty: faculty.art,
  },
  {
    de: 'Gastprofessur Komposition',
    en: 'Visiting professorship in composition',
    slugDe: 'gastprofessur-komposition',
    slugEn: 'visiting-professorship-composition',
    category: category.research,
    faculty: faculty.music,
  },
  {
    de: 'Preis für Bildhauerei',
    en: 'Sculpture prize',
    slugDe: 'preis-bildhauerei',
    slugEn: 'sculpture-prize',
    category: category.university,
    faculty: faculty.art,
  },
  {
    de: 'Sommerakademie Jazz',
    en: 'Jazz summer academy',
    slugDe: 'sommerakademie-jazz',
    slugEn: 'jazz-summer-academy',
    category: category.music,
    faculty: faculty.music,
  },
];

/** Ids the demo news refer to, from the seeded categories and faculties. */
export interface NewsReferences {
  categoryIds: readonly [number, ...number[]];
  facultyIds: readonly [number, ...number[]];
}

/** Demo news: `count` items, one per week back from a fixed date, the same on every run. */
export function demoNews(
  count: number,
  { categoryIds, facultyIds }: NewsReferences,
): Insertable<NewsTable>[] {
  const newest = Date.UTC(2026, 9, 30, 9, 0, 0);
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const subject = cycle(subjects, index);
    const text = cycle(newsTexts, index);
    return {
      slug_de: `${subject.slugDe}-${number}`,
      slug_en: `${subject.slugEn}-${number}`,
      title_de: `${subject.de} Nr. ${number}`,
      title_en: `${subject.en} no. ${number}`,
      teaser_de: text.teaser[0],
      teaser_en: text.teaser[1],
      body_de: text.body.map(([de]) => `<p>${de}</p>`).join(''),
      body_en: text.body.map(([, en]) => `<p>${en}</p>`).join(''),
      category_id: categoryIds[subject.category] ?? categoryIds[0],
      faculty_id: facultyIds[subject.faculty] ?? facultyIds[0],
      is_highlight: index % 5 === 0,
      image_id: null,
      published_at: new Date(newest - index * 7 * 24 * 60 * 60 * 1000),
    };
  });
}
