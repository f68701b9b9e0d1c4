/** A text in German and English. */
export type Pair = [de: string, en: string];

/**
 * What a programme page says (spec 2): its teaser, length, curriculum, how it admits, what the
 * application asks for, whom to ask, and the application deadline (year, month from 0, day).
 */
export interface ProgrammeText {
  teaser: Pair;
  duration: Pair;
  curriculum: Pair[];
  /** An audition (music) or a portfolio review (art, design, composition). */
  admission: 'audition' | 'portfolio';
  requirements: Pair[];
  /** Name, role in German and English, e-mail address. */
  contact: [name: string, roleDe: string, roleEn: string, email: string];
  deadline: [year: number, month: number, day: number];
}
