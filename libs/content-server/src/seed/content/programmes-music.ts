import type { ProgrammeText } from './programme-text';

/** spec 2: the programmes of the Faculty of Music, as the faculty would describe them. */
export const musicProgrammes: Record<string, ProgrammeText> = {
  Instrumentalmusik: {
    teaser: [
      'Acht Semester Musik auf höchstem Niveau: Einzelunterricht, Kammermusik und ' +
        'Orchesterpraxis – mit Konzerten auf den Bühnen der Hochschule und in der Stadt.',
      'Eight semesters of music at the highest level: one-to-one tuition, chamber music and ' +
        'orchestral playing – with concerts on the university’s stages and across the city.',
    ],
    duration: ['8 Semester, 240 ECTS', '8 semesters, 240 ECTS'],
    curriculum: [
      [
        'Hauptfach im Einzelunterricht, 90 Minuten pro Woche',
        'Principal study: one-to-one lessons, 90 minutes a week',
      ],
      [
        'Kammermusik in festen Ensembles ab dem ersten Semester',
        'Chamber music in fixed ensembles from the first semester',
      ],
      [
        'Orchesterprojekte mit dem Hochschulorchester',
        'Orchestral projects with the university orchestra',
      ],
      [
        'Musiktheorie, Gehörbildung und Musikgeschichte',
        'Music theory, ear training and music history',
      ],
      [
        'Berufspraxis: Probespieltraining, Selbstmanagement, Musikvermittlung',
        'Professional practice: audition training, self-management, outreach',
      ],
    ],
    admission: 'audition',
    requirements: [
      [
        'ein Programm von 20 Minuten aus mindestens drei Epochen',
        'a 20-minute programme from at least three periods',
      ],
      ['Prima-vista-Spiel eines kurzen Stücks', 'sight-reading a short piece'],
      [
        'eine schriftliche Prüfung in Musiktheorie und Gehörbildung',
        'a written test in music theory and ear training',
      ],
    ],
    contact: [
      'Prof. Anna Becker',
      'Studiengangsleitung',
      'Head of programme',
      'instrumental@aula.example',
    ],
    deadline: [2027, 2, 15],
  },
  Gesang: {
    teaser: [
      'Stimmbildung, Partienstudium und Bühnenpraxis: Wir bereiten auf Oper, Konzert und Lied ' +
        'vor – mit Musik von Monteverdi bis heute.',
      'Voice training, role study and stage practice: we train singers for opera, concert and ' +
        'song – with music from Monteverdi to today.',
    ],
    duration: ['8 Semester, 240 ECTS', '8 semesters, 240 ECTS'],
    curriculum: [
      [
        'Gesang im Einzelunterricht und Korrepetition',
        'One-to-one singing lessons and vocal coaching',
      ],
      ['Szenischer Unterricht, Bewegung und Sprecherziehung', 'Acting, movement and diction'],
      [
        'Italienisch, Französisch und Deutsch für die Bühne',
        'Italian, French and German for singers',
      ],
      [
        'jährliche Opernproduktion im Theatersaal',
        'a full opera production every year in the theatre hall',
      ],
    ],
    admission: 'audition',
    requirements: [
      [
        'drei Arien oder Lieder in zwei Sprachen, eines davon auf Deutsch',
        'three arias or songs in two languages, one of them in German',
      ],
      ['ein gesprochener Text von etwa zwei Minuten', 'a spoken text of about two minutes'],
      [
        'ein Gespräch über Ihre Ziele und eine Prüfung in Musiktheorie',
        'an interview about your aims and a music theory test',
      ],
    ],
    contact: [
      'Prof. Leonie Richter',
      'Studiengangsleitung',
      'Head of programme',
      'gesang@aula.example',
    ],
    deadline: [2027, 2, 15],
  },
  Komposition: {
    teaser: [
      'Der Master für eigenständige Positionen in der Musik von heute: vom Streichquartett bis ' +
        'zur Klanginstallation, mit Uraufführungen in jedem Semester.',
      'The master’s programme for distinctive positions in today’s music: from string quartet to ' +
        'sound installation, with premieres every semester.',
    ],
    duration: ['4 Semester, 120 ECTS', '4 semesters, 120 ECTS'],
    curriculum: [
      [
        'Komposition im Einzelunterricht und im Kolloquium',
        'Composition in one-to-one lessons and colloquium',
      ],
      [
        'Instrumentation und Arbeit mit dem Ensemble Aula',
        'Orchestration and work with the Ensemble Aula',
      ],
      [
        'Studiopraxis: Klangsynthese, Live-Elektronik, Raumklang',
        'Studio practice: synthesis, live electronics, spatial sound',
      ],
      ['Masterprojekt mit öffentlicher Aufführung', 'Master’s project with a public performance'],
    ],
    admission: 'portfolio',
    requirements: [
      [
        'drei eigene Partituren, davon eine für Ensemble',
        'three scores of your own, one of them for ensemble',
      ],
      ['Aufnahmen Ihrer Werke, soweit vorhanden', 'recordings of your works, where available'],
      ['ein abgeschlossenes Bachelorstudium in Musik', 'a completed bachelor’s degree in music'],
    ],
    contact: [
      'Prof. Sophie Yılmaz',
      'Studiengangsleitung',
      'Head of programme',
      'komposition@aula.example',
    ],
    deadline: [2027, 3, 30],
  },
  Jazz: {
    teaser: [
      'Improvisation, Arrangement und Bandpraxis: Jazz und neue Musik im Herzen des Campus, mit ' +
        'eigener Jam Session jeden Donnerstag.',
      'Improvisation, arranging and playing in bands: jazz and contemporary music at the heart ' +
        'of the campus, with a jam session every Thursday.',
    ],
    duration: ['8 Semester, 240 ECTS', '8 semesters, 240 ECTS'],
    curriculum: [
      [
        'Hauptfach und Improvisation im Einzelunterricht',
        'Principal study and improvisation, one to one',
      ],
      ['Combos, Big Band und Vocal Ensemble', 'Combos, big band and vocal ensemble'],
      ['Jazzharmonik, Arrangement und Komposition', 'Jazz harmony, arranging and composition'],
      [
        'Studioproduktion und eigenes Album im Abschlussjahr',
        'Studio production and your own album in the final year',
      ],
    ],
    admission: 'audition',
    requirements: [
      [
        'zwei Standards und eine Eigenkomposition mit der Prüfungsband',
        'two standards and an original with the audition band',
      ],
      [
        'eine Improvisation über eine vorgegebene Akkordfolge',
        'an improvisation over a given chord progression',
      ],
      ['eine Prüfung in Jazzharmonik und Gehörbildung', 'a test in jazz harmony and ear training'],
    ],
    contact: ['Tomasz Nowak', 'Studienberatung Jazz', 'Jazz student adviser', 'jazz@aula.example'],
    deadline: [2027, 2, 15],
  },
};
