import type { Pair } from './programme-text';

/** spec 4: what each home teaser says, by its German headline (site.ts). */
export const homeTeaserTexts: Record<string, Pair> = {
  Studium: [
    '17 Studienfächer in Musik, Kunst und Design – vom Bachelor bis zum Diplom.',
    '17 subjects in music, art and design – from bachelor’s degree to Diplom.',
  ],
  Bewerbung: [
    'Fristen, Mappen und Eignungsprüfungen: So bewerben Sie sich für das Wintersemester.',
    'Deadlines, portfolios and auditions: how to apply for the winter semester.',
  ],
  Konzerte: [
    'Orchester, Kammermusik und Jazz: fast jeden Abend ein Konzert, meist bei freiem Eintritt.',
    'Orchestra, chamber music and jazz: a concert almost every evening, mostly free.',
  ],
  Ausstellungen: [
    'Jahresausstellung, Werkschauen und die Galerie Aula zeigen, woran Studierende arbeiten.',
    'The annual exhibition, showcases and the Aula gallery show what students are working on.',
  ],
  Forschung: [
    'Künstlerische Forschung in Klang, Material und Bild – mit Partnern aus aller Welt.',
    'Artistic research in sound, material and image – with partners around the world.',
  ],
  Weiterbildung: [
    'Abendkurse, Meisterkurse und Zertifikate für alle, die im Beruf weiterlernen wollen.',
    'Evening courses, master classes and certificates for professionals.',
  ],
  Internationales: [
    'Ein Semester in Kraków, Glasgow oder Tokio: Austausch und Beratung im International Office.',
    'A semester in Kraków, Glasgow or Tokyo: exchange and advice from the International Office.',
  ],
  Presse: [
    'Pressemitteilungen, Bildmaterial und Ansprechpartner für Journalistinnen und Journalisten.',
    'Press releases, images and contacts for journalists.',
  ],
  Alumni: [
    'Bleiben Sie verbunden: Treffen, Konzerte und Ausstellungen für Ehemalige.',
    'Stay in touch: meetings, concerts and exhibitions for graduates.',
  ],
};
