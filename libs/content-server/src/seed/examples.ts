import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** [German title, English title, German text, English text] of each demo entry. */
const entries: [string, string, string, string][] = [
  [
    'Offene Ateliers',
    'Open studios',
    'Einmal im Semester öffnen die Klassen ihre Ateliers.',
    'Once a semester the classes open their studios.',
  ],
  [
    'Mittagskonzert',
    'Lunchtime concert',
    'Jeden Mittwoch um 12 Uhr spielen Studierende im Foyer.',
    'Every Wednesday at noon students play in the foyer.',
  ],
  [
    'Bibliothek',
    'Library',
    'Noten, Bücher und Kataloge, montags bis samstags geöffnet.',
    'Scores, books and catalogues, open Monday to Saturday.',
  ],
  [
    'Werkstatt Holz',
    'Wood workshop',
    'Einführungskurse jeden ersten Montag im Monat.',
    'Introductory courses on the first Monday of each month.',
  ],
  [
    'Tonstudio',
    'Recording studio',
    'Buchbar für Abschlussprojekte mit Betreuung.',
    'Bookable for final projects, with supervision.',
  ],
  [
    'Gastvortrag',
    'Guest lecture',
    'Künstlerinnen und Künstler berichten aus ihrer Praxis.',
    'Artists talk about their practice.',
  ],
  [
    'Sommerakademie',
    'Summer academy',
    'Zwei Wochen Kurse für Schülerinnen und Schüler.',
    'Two weeks of courses for school students.',
  ],
  [
    'Rundgang',
    'Annual show',
    'Die Jahresausstellung aller Klassen im Juli.',
    'The annual exhibition of all classes in July.',
  ],
  [
    'Chor der Hochschule',
    'University choir',
    'Proben dienstags, neue Stimmen sind willkommen.',
    'Rehearsals on Tuesdays, new voices are welcome.',
  ],
  [
    'Druckgrafik',
    'Printmaking',
    'Radierung, Lithografie und Siebdruck in der Druckwerkstatt.',
    'Etching, lithography and screen printing in the print workshop.',
  ],
  [
    'Stipendien',
    'Scholarships',
    'Förderprogramme für Studierende aller Fachbereiche.',
    'Funding programmes for students of every faculty.',
  ],
  [
    'Austausch',
    'Exchange',
    'Partnerhochschulen in 20 Ländern.',
    'Partner universities in 20 countries.',
  ],
  [
    'Probenräume',
    'Practice rooms',
    'Über 80 Übungsräume, täglich von 7 bis 23 Uhr.',
    'More than 80 practice rooms, daily from 7 am to 11 pm.',
  ],
  [
    'Medienlabor',
    'Media lab',
    'Kameras, Licht und Schnittplätze zum Ausleihen.',
    'Cameras, lights and editing suites to borrow.',
  ],
  [
    'Alumni',
    'Alumni',
    'Das Netzwerk der Ehemaligen trifft sich jedes Frühjahr.',
    'The alumni network meets every spring.',
  ],
];

/** spec 7: the example list (`/api/example/`), 15 entries in both languages, in order. */
export async function seedExamples(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('example')
    .values(
      entries.map(([title_de, title_en, text_de, text_en], position) => ({
        title_de,
        title_en,
        text_de,
        text_en,
        position,
      })),
    )
    .execute();
}
