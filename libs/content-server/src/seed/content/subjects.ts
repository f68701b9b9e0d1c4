import type { Pair } from './programme-text';

/** What a subject page says (spec 2): a teaser, what is studied, and how it is taught. */
export interface SubjectText {
  teaser: Pair;
  body: Pair;
  teaching: Pair;
}

const lessons: Pair = [
  'Einzelunterricht im Hauptfach, Klassenstunden und Vorspiele jedes Semester',
  'One-to-one lessons, class sessions and performances every semester',
];
const studio: Pair = [
  'Projektarbeit in der Klasse, Werkstattkurse und Einzelgespräche',
  'Project work in the class, workshop courses and one-to-one tutorials',
];

/** The subjects by German title (study.ts), each with its own text in both languages. */
export const subjectTexts: Record<string, SubjectText> = {
  Klavier: {
    teaser: [
      'Solorepertoire, Kammermusik und Liedbegleitung – geübt wird auf Steinway.',
      'Solo repertoire, chamber music and song accompaniment on Steinway grands.',
    ],
    body: [
      'Im Mittelpunkt steht das solistische Repertoire von Bach bis zur Gegenwart. Dazu kommen ' +
        'Kammermusik, Liedbegleitung und ein Semester Cembalo oder Hammerflügel. Jedes Jahr ' +
        'spielen Studierende im Klavierabend der Hochschule.',
      'The core is solo repertoire from Bach to today. Chamber music, song accompaniment and a ' +
        'semester of harpsichord or fortepiano complete it. Every year students play in the ' +
        'university’s piano recital.',
    ],
    teaching: lessons,
  },
  Violine: {
    teaser: [
      'Vom Barock bis zur Neuen Musik, mit Orchesterstudien und Quartettpraxis.',
      'From baroque to new music, with orchestral studies and string quartet practice.',
    ],
    body: [
      'Das Studium verbindet technische Grundlagen mit stilistischer Vielfalt: Barockgeige, ' +
        'Quartettspiel und Orchesterstellen für Probespiele gehören dazu. Leihinstrumente aus ' +
        'der Sammlung der Hochschule stehen zur Verfügung.',
      'Technique and stylistic range go together: baroque violin, quartet playing and orchestral ' +
        'excerpts for auditions are all part of it. Instruments from the university’s collection ' +
        'can be borrowed.',
    ],
    teaching: lessons,
  },
  Violoncello: {
    teaser: [
      'Solistisch, im Quartett und im Orchester: das ganze Spektrum des Instruments.',
      'As soloist, in quartet and in orchestra: the instrument’s full range.',
    ],
    body: [
      'Neben Sonaten und Konzerten erarbeiten Studierende Orchesterliteratur und Werke für ' +
        'Cello-Ensemble. Einmal im Jahr kommt ein internationaler Gast für einen Meisterkurs.',
      'Alongside sonatas and concertos, students work on orchestral literature and music for ' +
        'cello ensemble. Once a year an international guest gives a master class.',
    ],
    teaching: lessons,
  },
  Oper: {
    teaser: [
      'Partienstudium, Szene und Ensemble bis zur eigenen Produktion.',
      'Role study, acting and ensemble work up to a full production.',
    ],
    body: [
      'Sie erarbeiten Partien musikalisch und szenisch und stehen jedes Jahr in einer Produktion ' +
        'des Opernstudios auf der Bühne, begleitet vom Hochschulorchester. Kooperationen mit den ' +
        'Stadttheatern bringen erste Engagements.',
      'You prepare roles musically and on stage and perform every year in an opera studio ' +
        'production with the university orchestra. Partnerships with city theatres lead to first ' +
        'engagements.',
    ],
    teaching: [
      'Gesangsunterricht, Korrepetition, szenische Proben',
      'Singing lessons, coaching, staging rehearsals',
    ],
  },
  'Lied und Konzert': {
    teaser: [
      'Das Lied, das Oratorium und die Bühne des Konzertsaals.',
      'Song, oratorio and the concert platform.',
    ],
    body: [
      'Gemeinsam mit Pianistinnen und Pianisten der Liedklasse entstehen Programme von Schubert ' +
        'bis zu Uraufführungen. Oratorienpartien singen Sie mit Chor und Orchester der Hochschule.',
      'Together with pianists of the song class you build programmes from Schubert to premieres. ' +
        'You sing oratorio parts with the university choir and orchestra.',
    ],
    teaching: [
      'Gesangsunterricht, Liedklasse im Duo, Konzertprojekte',
      'Singing lessons, song class in duo, concert projects',
    ],
  },
  Instrumentalkomposition: {
    teaser: [
      'Schreiben für Soloinstrumente, Ensemble und Orchester.',
      'Writing for solo instruments, ensemble and orchestra.',
    ],
    body: [
      'Jedes Semester wird mindestens ein neues Werk von einem Ensemble der Hochschule ' +
        'uraufgeführt. Das Kolloquium bringt Komponierende, Interpretinnen und Gäste an einen ' +
        'Tisch.',
      'Every semester at least one new work is premiered by a university ensemble. The ' +
        'colloquium brings composers, performers and guests to one table.',
    ],
    teaching: [
      'Einzelunterricht, Kolloquium, Werkstattproben mit Ensembles',
      'One-to-one lessons, colloquium, reading sessions with ensembles',
    ],
  },
  'Elektronische Musik': {
    teaser: [
      'Klangsynthese, Live-Elektronik und Raumklang im Studio.',
      'Synthesis, live electronics and spatial sound in the studio.',
    ],
    body: [
      'Das Studio für elektronische Musik bietet drei Produktionsräume und ein ' +
        'Lautsprecherorchester mit 32 Kanälen. Hier entstehen Stücke für Konzert, Installation ' +
        'und Theater.',
      'The electronic music studio has three production rooms and a 32-channel loudspeaker ' +
        'orchestra. Pieces for concert, installation and theatre are made here.',
    ],
    teaching: [
      'Studioprojekte, Programmierkurse, Konzerte im Lautsprecherorchester',
      'Studio projects, programming courses, loudspeaker orchestra concerts',
    ],
  },
  'Jazz-Saxophon': {
    teaser: [
      'Sound, Time und Improvisation – vom Bebop bis zur eigenen Musik.',
      'Sound, time and improvisation – from bebop to your own music.',
    ],
    body: [
      'Transkription, Tonbildung und Repertoire bilden das Fundament; Combos und Big Band sind ' +
        'die Bühne. Im Abschlussjahr produzieren Sie ein Album im Hochschulstudio.',
      'Transcription, tone and repertoire are the foundation; combos and big band are the stage. ' +
        'In the final year you record an album in the university studio.',
    ],
    teaching: lessons,
  },
  'Jazz-Gesang': {
    teaser: [
      'Die Stimme als Instrument: Standards, Scat und eigene Songs.',
      'The voice as an instrument: standards, scat and your own songs.',
    ],
    body: [
      'Sie arbeiten an Stimmtechnik und Phrasierung, an Improvisation und Songwriting. Im Vocal ' +
        'Ensemble entstehen Arrangements, die Studierende selbst schreiben.',
      'You work on vocal technique and phrasing, improvisation and songwriting. The vocal ' +
        'ensemble sings arrangements written by students.',
    ],
    teaching: lessons,
  },
  Malerei: {
    teaser: [
      'Malerei als Denken in Farbe, Fläche und Zeit.',
      'Painting as thinking in colour, surface and time.',
    ],
    body: [
      'In den Klassen arbeiten Studierende in eigenen Ateliers, von der Tafelmalerei bis zur ' +
        'raumgreifenden Installation. Klassenbesprechungen, Exkursionen und die ' +
        'Jahresausstellung strukturieren das Jahr.',
      'Students work in their own studios in the classes, from panel painting to installations ' +
        'that take over a room. Class critiques, field trips and the annual exhibition give the ' +
        'year its shape.',
    ],
    teaching: studio,
  },
  Bildhauerei: {
    teaser: [
      'Stein, Holz, Metall, Guss – und alles, was Raum behauptet.',
      'Stone, wood, metal, casting – and anything that claims space.',
    ],
    body: [
      'Die Bildhauerwerkstätten gehören zu den größten des Landes, mit eigener Gießerei. Neben ' +
        'klassischen Techniken stehen Performance, Video und Arbeiten im öffentlichen Raum.',
      'The sculpture workshops are among the largest in the country, with their own foundry. ' +
        'Classic techniques sit alongside performance, video and work in public space.',
    ],
    teaching: studio,
  },
  Typografie: {
    teaser: [
      'Schrift lesen, setzen und gestalten – im Bleisatz wie am Bildschirm.',
      'Reading, setting and designing type – in metal as on screen.',
    ],
    body: [
      'Von der Handsatzwerkstatt bis zur variablen Webfont: Sie lernen Schrift als Werkzeug und ' +
        'als Ausdruck kennen. Projekte reichen vom Buch über das Plakat bis zur eigenen ' +
        'Schriftfamilie.',
      'From the hand-setting workshop to variable web fonts: you learn type as a tool and as ' +
        'expression. Projects range from books and wayfinding to your own typeface family.',
    ],
    teaching: studio,
  },
  Illustration: {
    teaser: [
      'Bilder erzählen: Buch, Editorial, Animation und Comic.',
      'Telling stories in pictures: books, editorial, animation and comics.',
    ],
    body: [
      'Zeichnen steht am Anfang jeder Woche. Daraus entstehen Bilderbücher, Reportagen, kurze ' +
        'Animationen und Comics, die auf Messen und in der Werkschau gezeigt werden.',
      'Every week begins with drawing. It leads to picture books, reportage, short animations ' +
        'and comics, shown at book fairs and in the graduate show.',
    ],
    teaching: studio,
  },
  Dokumentarfotografie: {
    teaser: [
      'Hinsehen, recherchieren, erzählen: Fotografie über die Welt.',
      'Looking, researching, telling: photography about the world.',
    ],
    body: [
      'Langzeitprojekte stehen im Zentrum – über Orte, Menschen und gesellschaftliche Fragen. ' +
        'Recherche, Ethik der Darstellung und das Fotobuch gehören ebenso dazu wie die ' +
        'Zusammenarbeit mit Redaktionen.',
      'Long-term projects are at the centre – about places, people and social questions. ' +
        'Research, the ethics of representation and the photobook belong to it, as does working ' +
        'with editors.',
    ],
    teaching: studio,
  },
  'Künstlerische Fotografie': {
    teaser: [
      'Das fotografische Bild als künstlerische Setzung.',
      'The photographic image as an artistic statement.',
    ],
    body: [
      'Hier wird Fotografie befragt und erweitert: inszenierte Bilder, Arbeiten mit ' +
        'Archivmaterial, Installationen und Grenzgänge zu Film und Skulptur.',
      'Here photography is questioned and expanded: staged images, work with archive material, ' +
        'installations and crossings into film and sculpture.',
    ],
    teaching: studio,
  },
  Möbeldesign: {
    teaser: [
      'Von der Skizze zum Prototyp: Möbel mit Haltung.',
      'From sketch to prototype: furniture with a point of view.',
    ],
    body: [
      'Sie entwerfen, bauen und testen im Maßstab 1:1 – in der Holz- und Metallwerkstatt und mit ' +
        'Herstellern aus der Region. Langlebigkeit und Reparierbarkeit gehören zu jeder Aufgabe.',
      'You design, build and test at full scale – in the wood and metal workshops and with ' +
        'regional manufacturers. Durability and repair are part of every design.',
    ],
    teaching: studio,
  },
  Textildesign: {
    teaser: [
      'Weben, Drucken, Stricken – und Materialien von morgen.',
      'Weaving, printing, knitting – and the materials of tomorrow.',
    ],
    body: [
      'Die Textilwerkstatt verbindet Handwebstühle mit digitaler Strick- und Drucktechnik. ' +
        'Projekte reichen von Raumtextilien bis zu Materialexperimenten mit recycelten Fasern.',
      'The textile workshop combines hand looms with digital knitting and printing. Projects ' +
        'range from interior textiles to material experiments with recycled fibres.',
    ],
    teaching: studio,
  },
};
