import type { Pair } from './programme-text';

/**
 * The biography of a person by position (persons.ts, in the same order): `{name}` stands for
 * the person's name. Two paragraphs each, as a university's staff page would have them.
 */
export const personBios: [Pair[], ...Pair[][]] = [
  [
    [
      '{name} komponiert Musik für Ensemble, Orchester und Stimme; ihre Werke wurden bei ' +
        'Festivals in Witten, Donaueschingen und Huddersfield uraufgeführt.',
      '{name} writes music for ensemble, orchestra and voice; her works have been premiered at ' +
        'festivals in Witten, Donaueschingen and Huddersfield.',
    ],
    [
      'An der Aula leitet sie eine Kompositionsklasse und das Kolloquium für Neue Musik.',
      'At Aula she leads a composition class and the colloquium for new music.',
    ],
  ],
  [
    [
      '{name} studierte Malerei in Düsseldorf und Glasgow. Ausstellungen zuletzt im Kunstverein ' +
        'Hamburg und in der Kunsthalle Bern.',
      '{name} studied painting in Düsseldorf and Glasgow. Recent exhibitions at Kunstverein ' +
        'Hamburg and Kunsthalle Bern.',
    ],
    [
      'Die Klasse arbeitet an der Schnittstelle von Malerei und Raum; Exkursionen führen jedes ' +
        'Jahr zu einer Biennale.',
      'The class works where painting meets space; every year a field trip leads to a biennial.',
    ],
  ],
  [
    [
      '{name} konzertiert solistisch und in der Kammermusik in Europa und Asien und unterrichtet ' +
        'seit 2019 an der Aula.',
      '{name} performs as a soloist and chamber musician in Europe and Asia and has taught at ' +
        'Aula since 2019.',
    ],
    [
      'Schwerpunkte im Unterricht sind das Repertoire der Romantik und die Vorbereitung auf ' +
        'Wettbewerbe.',
      'Teaching focuses on Romantic repertoire and preparing for competitions.',
    ],
  ],
  [
    [
      '{name} betreut das Fotolabor und die Studios der Fotografie, analog wie digital.',
      '{name} runs the photo lab and the photography studios, analogue and digital.',
    ],
    [
      'Eigene Arbeiten – Serien über Arbeit und Landschaft – erschienen in mehreren Fotobüchern.',
      'His own work – series on labour and landscape – has appeared in several photobooks.',
    ],
  ],
  [
    [
      '{name} ist in der Verwaltung für Haushalt und Drittmittel zuständig und Ansprechperson ' +
        'für Projektanträge.',
      '{name} is responsible for budget and external funding in the administration and advises ' +
        'on project applications.',
    ],
    ['Sprechzeiten nach Vereinbarung.', 'Office hours by appointment.'],
  ],
  [
    [
      '{name} berät Studieninteressierte und Studierende zu Bewerbung, Studienverlauf und ' +
        'Fachwechsel.',
      '{name} advises prospective and current students on applications, study plans and changing ' +
        'subjects.',
    ],
    [
      'Offene Sprechstunde: dienstags und donnerstags von 10 bis 12 Uhr, ohne Anmeldung.',
      'Open office hours: Tuesdays and Thursdays, 10 am to noon, no appointment needed.',
    ],
  ],
];
