import type { Pair } from './programme-text';

/** What a kind of news says (spec 2): its teaser and the paragraphs of its body. */
export interface NewsText {
  teaser: Pair;
  body: Pair[];
}

/** The six kinds of demo news (news.ts, in the same order), each with its own text. */
export const newsTexts: [NewsText, ...NewsText[]] = [
  {
    teaser: [
      'Studierende aus Kunst und Design zeigen ihre Abschlussarbeiten – vier Tage lang auf dem ' +
        'ganzen Campus.',
      'Graduating students in art and design show their final work – for four days across the ' +
        'whole campus.',
    ],
    body: [
      [
        'Malerei, Skulptur und Installation in den Ateliers, Typografie und Illustration im ' +
          'Designgebäude, Fotografie in der Galerie Aula: Die Abschlussausstellung ist die ' +
          'größte Ausstellung des Jahres.',
        'Painting, sculpture and installation in the studios, typography and illustration in the ' +
          'design building, photography in the Aula gallery: the graduate exhibition is the ' +
          'largest show of the year.',
      ],
      [
        'Führungen mit den Lehrenden beginnen täglich um 15 Uhr am Haupteingang. Der Eintritt ' +
          'ist frei.',
        'Tours with the teachers start daily at 3 pm at the main entrance. Admission is free.',
      ],
    ],
  },
  {
    teaser: [
      'Rund 90 Studierende im Hochschulorchester spielen Brahms und eine Uraufführung aus der ' +
        'Kompositionsklasse.',
      'Around 90 students in the university orchestra play Brahms and a premiere from the ' +
        'composition class.',
    ],
    body: [
      [
        'Nach drei Wochen Probenarbeit mit Stimmführern aus Berufsorchestern präsentiert das ' +
          'Orchester sein Semesterprogramm. Solistin ist eine Studentin der Violinklasse.',
        'After three weeks of rehearsals with principals from professional orchestras, the ' +
          'orchestra presents its semester programme. The soloist is a student of the violin ' +
          'class.',
      ],
      [
        'Karten gibt es kostenlos an der Abendkasse ab 18.30 Uhr.',
        'Free tickets are available at the door from 6.30 pm.',
      ],
    ],
  },
  {
    teaser: [
      'Studierende der Fotografie zeigen dokumentarische und künstlerische Serien aus dem ' +
        'vergangenen Jahr.',
      'Photography students show documentary and artistic series from the past year.',
    ],
    body: [
      [
        'Zu sehen sind Langzeitprojekte über Stadtteile im Wandel, inszenierte Porträts und ' +
          'Arbeiten mit historischen Archivbildern. Alle Abzüge sind im Fotolabor der Hochschule ' +
          'entstanden.',
        'On show are long-term projects about changing neighbourhoods, staged portraits and work ' +
          'with historical archive images. All prints were made in the university’s photo lab.',
      ],
    ],
  },
  {
    teaser: [
      'Ein Semester lang unterrichtet eine international gefragte Komponistin die Studierenden ' +
        'der Kompositionsklasse.',
      'For one semester an internationally sought-after composer teaches the students of the ' +
        'composition class.',
    ],
    body: [
      [
        'Die Gastprofessur verbindet Einzelunterricht mit einem offenen Kolloquium, zu dem auch ' +
          'Studierende anderer Fächer eingeladen sind. Zum Abschluss spielt das Ensemble Aula ' +
          'neue Werke der Klasse.',
        'The visiting professorship combines one-to-one teaching with an open colloquium to ' +
          'which students of other subjects are also invited. At the end the Ensemble Aula plays ' +
          'new works by the class.',
      ],
    ],
  },
  {
    teaser: [
      'Eine Studentin der Bildhauerei erhält einen der wichtigsten Nachwuchspreise des Landes – ' +
        'zum dritten Mal in fünf Jahren geht er an Studierende der Aula.',
      'A sculpture student wins one of the country’s most important prizes for young artists – ' +
        'the third time in five years it goes to an Aula student.',
    ],
    body: [
      [
        'Die Jury lobt eine begehbare Arbeit aus Beton und Licht, die im Sommer im Innenhof der ' +
          'Hochschule zu sehen war. Der Preis ist mit 10.000 Euro und einer Einzelausstellung ' +
          'verbunden.',
        'The jury praises a walk-in work of concrete and light, shown in the university ' +
          'courtyard in the summer. The prize comes with 10,000 euros and a solo exhibition.',
      ],
    ],
  },
  {
    teaser: [
      'Eine Woche Workshops, Sessions und Konzerte mit Lehrenden und Studierenden: Die ' +
        'Sommerakademie Jazz nimmt Anmeldungen an.',
      'A week of workshops, sessions and concerts with teachers and students: the jazz summer ' +
        'academy is open for registration.',
    ],
    body: [
      [
        'Die Akademie richtet sich an alle ab 16 Jahren, die ein Instrument spielen oder singen. ' +
          'Unterrichtet wird in Combos, im Einzelunterricht und in Kursen zu Harmonik und ' +
          'Arrangement.',
        'The academy is open to anyone aged 16 and over who plays an instrument or sings. ' +
          'Teaching takes place in combos, one-to-one lessons and courses in harmony and ' +
          'arranging.',
      ],
      [
        'Anmeldeschluss ist der 15. Mai; die Teilnahme kostet 280 Euro, Stipendien sind möglich.',
        'Registration closes on 15 May; the fee is 280 euros, and scholarships are available.',
      ],
    ],
  },
];
