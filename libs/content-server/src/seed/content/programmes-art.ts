import type { ProgrammeText } from './programme-text';

/** spec 2: the programmes of the Faculty of Art and Design, as the faculty would describe them. */
export const artProgrammes: Record<string, ProgrammeText> = {
  'Freie Kunst': {
    teaser: [
      'Zehn Semester in der Klasse einer Professorin oder eines Professors: eigenes Atelier, ' +
        'Werkstätten für Holz, Metall und Druck, Jahresausstellung im Sommer.',
      'Ten semesters in a professor’s class: your own studio, workshops for wood, metal and ' +
        'print, and the annual exhibition every summer.',
    ],
    duration: ['10 Semester, Diplom', '10 semesters, Diplom degree'],
    curriculum: [
      [
        'Orientierungsjahr mit Zeichnen, Farbe und Raum',
        'Foundation year: drawing, colour and space',
      ],
      [
        'künstlerische Arbeit in einer Klasse ab dem dritten Semester',
        'artistic work in a class from the third semester',
      ],
      [
        'Werkstattkurse: Bronzeguss, Radierung, Siebdruck, digitale Fertigung',
        'Workshop courses: bronze casting, etching, screen printing, digital fabrication',
      ],
      [
        'Kunstgeschichte, Ästhetik und Ausstellungspraxis',
        'Art history, aesthetics and exhibition practice',
      ],
      ['Diplomausstellung in der Galerie Aula', 'Diplom exhibition in the Aula gallery'],
    ],
    admission: 'portfolio',
    requirements: [
      [
        'eine Mappe mit 20 bis 30 Arbeiten der letzten zwei Jahre',
        'a portfolio of 20 to 30 works from the past two years',
      ],
      [
        'Skizzenbücher oder Arbeitshefte, die Ihren Prozess zeigen',
        'sketchbooks or notebooks that show your process',
      ],
      [
        'ein Gespräch mit der Kommission über Ihre Arbeiten',
        'an interview with the panel about your work',
      ],
    ],
    contact: [
      'Prof. Jonas Schäfer',
      'Studiengangsleitung',
      'Head of programme',
      'freiekunst@aula.example',
    ],
    deadline: [2027, 1, 1],
  },
  Kommunikationsdesign: {
    teaser: [
      'Typografie, Illustration und Interaktion: Gestaltung, die Inhalte verständlich macht – in ' +
        'Projekten mit Kulturinstitutionen, Verlagen und der Stadt.',
      'Typography, illustration and interaction: design that makes content understood – in ' +
        'projects with cultural institutions, publishers and the city.',
    ],
    duration: ['7 Semester, 210 ECTS', '7 semesters, 210 ECTS'],
    curriculum: [
      ['Grundlagen: Schrift, Layout, Bild, Farbe', 'Foundations: type, layout, image, colour'],
      ['Projektsemester mit externen Partnern', 'Project semesters with external partners'],
      [
        'Editorial Design, Informationsgrafik, Interface Design',
        'Editorial design, information graphics, interface design',
      ],
      [
        'Praxissemester in einem Studio oder einer Agentur',
        'A placement semester in a studio or agency',
      ],
      [
        'Bachelorprojekt mit Präsentation in der Werkschau',
        'Bachelor’s project, shown in the graduate show',
      ],
    ],
    admission: 'portfolio',
    requirements: [
      ['eine Mappe mit 15 bis 25 gestalterischen Arbeiten', 'a portfolio of 15 to 25 design works'],
      ['eine Hausaufgabe zu einem vorgegebenen Thema', 'a set task on a given theme'],
      ['ein Gespräch über Mappe und Hausaufgabe', 'an interview about portfolio and set task'],
    ],
    contact: [
      'Hannah Krüger',
      'Studienberatung Design',
      'Design student adviser',
      'design@aula.example',
    ],
    deadline: [2027, 1, 1],
  },
  Fotografie: {
    teaser: [
      'Vom analogen Labor bis zum Bildjournalismus: Fotografie als künstlerisches und ' +
        'dokumentarisches Medium, mit eigener Publikation im Abschlussjahr.',
      'From the darkroom to photojournalism: photography as an artistic and documentary medium, ' +
        'with your own publication in the final year.',
    ],
    duration: ['7 Semester, 210 ECTS', '7 semesters, 210 ECTS'],
    curriculum: [
      [
        'Kamera, Licht und Labor: analog und digital',
        'Camera, light and lab: analogue and digital',
      ],
      ['Bildsprache, Serie und Sequenz', 'Visual language, series and sequence'],
      [
        'Fotobuch und Ausstellung: vom Editing zur Hängung',
        'Photobook and exhibition: from editing to hanging',
      ],
      ['Theorie und Geschichte der Fotografie', 'Theory and history of photography'],
    ],
    admission: 'portfolio',
    requirements: [
      [
        'eine Mappe mit zwei bis drei fotografischen Serien',
        'a portfolio of two or three photographic series',
      ],
      [
        'ein kurzer Text zu einer der Serien (höchstens eine Seite)',
        'a short text on one of the series (one page at most)',
      ],
      ['ein Gespräch mit der Kommission', 'an interview with the panel'],
    ],
    contact: [
      'Felix Hoffmann',
      'Werkstattleitung Fotolabor',
      'Head of the photo lab',
      'fotografie@aula.example',
    ],
    deadline: [2027, 1, 1],
  },
  Produktdesign: {
    teaser: [
      'Der Master für Gestaltung mit Material und Verantwortung: Möbel, Textil und Kreisläufe, ' +
        'entwickelt in den Werkstätten und mit Herstellern der Region.',
      'The master’s programme for design with material and responsibility: furniture, textiles ' +
        'and circular systems, developed in our workshops and with regional makers.',
    ],
    duration: ['4 Semester, 120 ECTS', '4 semesters, 120 ECTS'],
    curriculum: [
      [
        'Gestaltungsprojekte in Möbel- und Textildesign',
        'Design projects in furniture and textiles',
      ],
      ['Materialforschung und zirkuläres Gestalten', 'Material research and circular design'],
      [
        'Prototypenbau in Holz-, Metall- und Textilwerkstatt',
        'Prototyping in the wood, metal and textile workshops',
      ],
      [
        'Masterarbeit mit Ausstellung zur Designwoche',
        'Master’s thesis, exhibited during design week',
      ],
    ],
    admission: 'portfolio',
    requirements: [
      ['ein Portfolio mit fünf bis acht Projekten', 'a portfolio of five to eight projects'],
      [
        'eine Projektskizze für das Masterstudium (zwei Seiten)',
        'an outline of your master’s project (two pages)',
      ],
      [
        'ein abgeschlossenes Bachelorstudium in Design oder Architektur',
        'a completed bachelor’s degree in design or architecture',
      ],
    ],
    contact: [
      'Prof. Marie Lehmann',
      'Studiengangsleitung',
      'Head of programme',
      'produktdesign@aula.example',
    ],
    deadline: [2027, 3, 30],
  },
};
