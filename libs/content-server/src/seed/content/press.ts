import type { Pair } from './programme-text';

/** What a press release says (spec 2): its teaser and the paragraphs of its body. */
export interface ReleaseText {
  /** The headline after "Pressemitteilung {n}: " / "Press release {n}: ". */
  headline: Pair;
  teaser: Pair;
  body: Pair[];
}

/** Ten press releases of a year at the university; at a larger scale they repeat. */
export const releaseTexts: [ReleaseText, ...ReleaseText[]] = [
  {
    headline: [
      'Jahresausstellung 2026 öffnet am 12. Juli',
      'Annual exhibition 2026 opens on 12 July',
    ],
    teaser: [
      'Rund 180 Absolventinnen und Absolventen zeigen ihre Abschlussarbeiten: Die ' +
        'Jahresausstellung öffnet am 12. Juli auf dem ganzen Campus.',
      'Around 180 graduates show their final work: the annual exhibition opens on 12 July across ' +
        'the whole campus.',
    ],
    body: [
      [
        'Malerei, Skulptur, Fotografie, Typografie und Produktdesign: Vier Tage lang stehen ' +
          'Ateliers, Werkstätten und die Galerie Aula offen. Am Eröffnungsabend spielt die Big ' +
          'Band des Jazz-Instituts.',
        'Painting, sculpture, photography, typography and product design: for four days the ' +
          'studios, workshops and the Aula gallery are open. On the opening night the big band ' +
          'of the jazz institute plays.',
      ],
      [
        'Der Eintritt ist frei. Führungen für Presse und Schulklassen vereinbart die Pressestelle.',
        'Admission is free. The press office arranges tours for journalists and school groups.',
      ],
    ],
  },
  {
    headline: [
      'Mahlers Fünfte mit dem Hochschulorchester',
      'Mahler’s Fifth with the university orchestra',
    ],
    teaser: [
      'Das Hochschulorchester spielt unter der Leitung von Gastdirigentin Ewa Kowalska Mahlers ' +
        'fünfte Sinfonie.',
      'The university orchestra plays Mahler’s Fifth Symphony under guest conductor Ewa Kowalska.',
    ],
    body: [
      [
        'Zwei Konzerte im Großen Saal schließen eine Arbeitsphase von drei Wochen ab, in der 96 ' +
          'Studierende mit Stimmführern aus Berufsorchestern geprobt haben.',
        'Two concerts in the Great Hall close a three-week rehearsal period in which 96 students ' +
          'worked with principals from professional orchestras.',
      ],
    ],
  },
  {
    headline: [
      '2,4 Millionen Euro für die Werkstatt im Kesselhaus',
      '2.4 million euros for a workshop in the boiler house',
    ],
    teaser: [
      'Die Hochschule erhält 2,4 Millionen Euro für eine neue Holz- und Metallwerkstatt mit ' +
        'digitaler Fertigung.',
      'The university receives 2.4 million euros for a new wood and metal workshop with digital ' +
        'fabrication.',
    ],
    body: [
      [
        'Die Werkstatt entsteht im ehemaligen Kesselhaus und steht ab dem Wintersemester 2027/28 ' +
          'Studierenden aller Studiengänge offen.',
        'The workshop is being built in the former boiler house and opens to students of all ' +
          'programmes from the winter semester 2027/28.',
      ],
    ],
  },
  {
    headline: [
      'Sophie Yılmaz wird Professorin für Komposition',
      'Sophie Yılmaz appointed professor of composition',
    ],
    teaser: [
      'Die Komponistin Sophie Yılmaz übernimmt die Professur für Komposition und elektronische ' +
        'Musik.',
      'The composer Sophie Yılmaz takes up the professorship in composition and electronic music.',
    ],
    body: [
      [
        'Yılmaz, deren Werke bei den Donaueschinger Musiktagen und in der Elbphilharmonie ' +
          'aufgeführt wurden, leitet künftig auch das Studio für elektronische Musik.',
        'Yılmaz, whose works have been performed at the Donaueschingen festival and the ' +
          'Elbphilharmonie, will also direct the electronic music studio.',
      ],
    ],
  },
  {
    headline: [
      'Förderpreis des Landes für zwei Studierende der Bildhauerei',
      'State prize for two sculpture students',
    ],
    teaser: [
      'Zwei Studierende der Bildhauerei erhalten den Förderpreis des Landes für junge Kunst.',
      'Two sculpture students win the state prize for young artists.',
    ],
    body: [
      [
        'Die Jury würdigt zwei Arbeiten im öffentlichen Raum: eine begehbare Betonskulptur am ' +
          'Hafen und eine Klanginstallation in einer stillgelegten U-Bahn-Station.',
        'The jury honours two works in public space: a walk-in concrete sculpture at the harbour ' +
          'and a sound installation in a disused underground station.',
      ],
    ],
  },
  {
    headline: [
      'Sommerakademie Jazz mit Gästen aus 14 Ländern',
      'Jazz summer academy with guests from 14 countries',
    ],
    teaser: [
      'Die Sommerakademie Jazz bringt vom 3. bis 9. August 120 junge Talente aus 14 Ländern an ' +
        'die Hochschule.',
      'From 3 to 9 August the jazz summer academy brings 120 young musicians from 14 countries ' +
        'to the university.',
    ],
    body: [
      [
        'Workshops, Sessions und ein Abschlusskonzert im Stadtgarten: Die Dozierenden kommen aus ' +
          'New York, Kopenhagen und Berlin.',
        'Workshops, sessions and a final concert in the city park: the tutors come from New ' +
          'York, Copenhagen and Berlin.',
      ],
    ],
  },
  {
    headline: ['Tag der offenen Tür in allen Studiengängen', 'Open day in every programme'],
    teaser: [
      'Am Tag der offenen Tür stellen sich alle Studiengänge vor – mit Probeunterricht, ' +
        'Mappenberatung und Konzerten.',
      'On the open day every programme introduces itself – with trial lessons, portfolio advice ' +
        'and concerts.',
    ],
    body: [
      [
        'Studieninteressierte können sich von 10 bis 17 Uhr beraten lassen und in Werkstätten ' +
          'und Übungsräume schauen.',
        'Prospective students can get advice from 10 am to 5 pm and look into the workshops and ' +
          'practice rooms.',
      ],
    ],
  },
  {
    headline: [
      'Neue Partnerschaft mit der Akademie in Kraków',
      'New partnership with the academy in Kraków',
    ],
    teaser: [
      'Eine neue Partnerschaft mit der Kunsthochschule in Kraków öffnet Austausch für ' +
        'Studierende und Lehrende.',
      'A new partnership with the academy of fine arts in Kraków opens exchanges for students ' +
        'and teachers.',
    ],
    body: [
      [
        'Ab dem kommenden Semester können jährlich bis zu zehn Studierende je Richtung ein ' +
          'Semester an der Partnerhochschule verbringen.',
        'From next semester up to ten students each way can spend a semester at the partner ' +
          'academy every year.',
      ],
    ],
  },
  {
    headline: [
      'Drittes Jahrbuch der Fotografie-Klasse erschienen',
      'Third yearbook of the photography class',
    ],
    teaser: [
      'Die Fotografie-Klasse veröffentlicht ihr drittes Jahrbuch: 240 Seiten über Arbeit und ' +
        'Alltag in der Stadt.',
      'The photography class publishes its third yearbook: 240 pages on work and everyday life ' +
        'in the city.',
    ],
    body: [
      [
        'Das Buch erscheint in einer Auflage von 800 Exemplaren und wird am 14. November in der ' +
          'Galerie Aula vorgestellt.',
        'The book is printed in an edition of 800 and launched on 14 November in the Aula gallery.',
      ],
    ],
  },
  {
    headline: [
      'Jahresbericht 2025: die Hochschule in Zahlen',
      'Annual report 2025: the university in figures',
    ],
    teaser: [
      'Die Hochschule zieht Bilanz: 1.214 Studierende, 312 öffentliche Veranstaltungen und ein ' +
        'neuer Studiengang.',
      'The university takes stock: 1,214 students, 312 public events and a new programme.',
    ],
    body: [
      [
        'Der Jahresbericht 2025 steht im Pressematerial als PDF zum Download bereit.',
        'The annual report 2025 can be downloaded as a PDF from the press material.',
      ],
    ],
  },
];

/** The press coverage (spec 2: articles about the university), newest first. */
export const articleTitles: [Pair, ...Pair[]] = [
  [
    '„Eine Schule des Hinsehens“ – über die Fotografie-Klasse',
    '“A school of looking” – on the photography class',
  ],
  [
    'Mahler mit 96 Studierenden: ein Abend im Großen Saal',
    'Mahler with 96 students: an evening in the Great Hall',
  ],
  [
    'Rundgang: Was die Absolventinnen und Absolventen zeigen',
    'Graduate show: what this year’s graduates present',
  ],
  ['Das Kesselhaus wird Werkstatt', 'The boiler house becomes a workshop'],
  ['Jazz ohne Grenzen in der Sommerakademie', 'Jazz without borders at the summer academy'],
  ['Porträt: die Komponistin Sophie Yılmaz', 'Portrait: the composer Sophie Yılmaz'],
];
