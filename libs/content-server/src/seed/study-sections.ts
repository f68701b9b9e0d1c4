import type { Locale } from '@aula/routing';
import type { SeedContainer } from './page-blocks';
import type { Pair, ProgrammeText } from './content/programme-text';
import type { SubjectText } from './content/subjects';
import {
  bulletList,
  headline,
  infobox,
  inLocale,
  link,
  longDate,
  numberedList,
  paragraph,
  section,
  text,
} from './section-blocks';

type Urls = Record<Locale, string>;

const admissionIntro: Record<ProgrammeText['admission'], Pair> = {
  audition: [
    'Zugelassen wird über eine zweistufige Eignungsprüfung im Frühjahr. Sie bringen mit:',
    'Admission is by a two-round entrance audition in spring. Please prepare:',
  ],
  portfolio: [
    'Zugelassen wird über eine Mappenprüfung und ein Gespräch. Sie reichen ein:',
    'Admission is by portfolio review and interview. Please submit:',
  ],
};

function contactEntry(locale: Locale, programme: ProgrammeText): [string, string] {
  const [name, roleDe, roleEn, email] = programme.contact;
  const role = locale === 'de' ? roleDe : roleEn;
  return [
    inLocale(locale, ['Kontakt', 'Contact']),
    `<p>${name}, ${role}<br><a href="mailto:${email}">${email}</a></p>`,
  ];
}

const start: Pair = ['zum Wintersemester (Oktober)', 'in the winter semester (October)'];

/** spec 2: a programme's body: curriculum, admission and requirements, facts and contact. */
export function programmeSection(programme: ProgrammeText, application: Urls) {
  return (locale: Locale): SeedContainer => {
    const t = (pair: Pair) => inLocale(locale, pair);
    return section(
      1,
      [
        headline(t(['Was Sie studieren', 'What you study'])),
        text(bulletList(programme.curriculum.map(t))),
        headline(t(['Zulassung', 'Admission'])),
        text(
          paragraph(t(admissionIntro[programme.admission])) +
            bulletList(programme.requirements.map(t)),
        ),
        link(t(['Zur Bewerbung', 'How to apply']), application[locale]),
      ],
      [
        infobox([
          [t(['Regelstudienzeit', 'Length']), paragraph(t(programme.duration))],
          [t(['Studienbeginn', 'Start']), paragraph(t(start))],
          contactEntry(locale, programme),
        ]),
      ],
    );
  };
}

/** spec 2: a subject's body: what is studied, how it is taught, and the way to apply. */
export function subjectSection(subject: SubjectText, programme: ProgrammeText, application: Urls) {
  return (locale: Locale): SeedContainer => {
    const t = (pair: Pair) => inLocale(locale, pair);
    return section(
      1,
      [
        headline(t(['Im Studium', 'The course'])),
        text(paragraph(t(subject.body))),
        link(t(['Zur Bewerbung', 'How to apply']), application[locale]),
      ],
      [
        infobox([
          [t(['Unterricht', 'Teaching']), paragraph(t(subject.teaching))],
          [t(['Regelstudienzeit', 'Length']), paragraph(t(programme.duration))],
          contactEntry(locale, programme),
        ]),
      ],
    );
  };
}

const steps: Pair[] = [
  [
    'Registrieren Sie sich im Bewerbungsportal und füllen Sie den Antrag aus.',
    'Register on the application portal and fill in the form.',
  ],
  [
    'Laden Sie Lebenslauf, Zeugnisse und Ihre Unterlagen als PDF hoch.',
    'Upload your CV, certificates and your material as PDF files.',
  ],
  [
    'Sie erhalten eine Einladung zur Prüfung mit Termin und Raum.',
    'You receive an invitation to the entrance examination with date and room.',
  ],
  [
    'Das Ergebnis teilen wir Ihnen spätestens vier Wochen nach der Prüfung mit.',
    'We tell you the result within four weeks of the examination.',
  ],
];

const general: Pair[] = [
  [
    'die allgemeine Hochschulreife – bei besonderer künstlerischer Begabung kann auf sie ' +
      'verzichtet werden',
    'a university entrance qualification – it may be waived for exceptional artistic talent',
  ],
  [
    'Deutschkenntnisse auf Niveau B2 (Master in Komposition und Produktdesign: Englisch B2)',
    'German at level B2 (master’s in composition and product design: English at level B2)',
  ],
];

/** When the examinations take place, by the month (from 0) of the application deadline. */
const examPeriods: Record<number, Pair> = {
  1: ['im März, nach Einladung', 'in March, by invitation'],
  2: ['im April und Mai, nach Einladung', 'in April and May, by invitation'],
  3: ['im Juni, nach Einladung', 'in June, by invitation'],
};

/** spec 2: an application page's body: requirements, the steps, the portal, dates and contact. */
export function applicationSection(programme: ProgrammeText) {
  return (locale: Locale): SeedContainer => {
    const t = (pair: Pair) => inLocale(locale, pair);
    const exam: Pair =
      programme.admission === 'audition'
        ? ['Eignungsprüfung', 'Entrance audition']
        : ['Mappenprüfung', 'Portfolio review'];
    return section(
      1,
      [
        headline(t(['Voraussetzungen', 'Requirements'])),
        text(bulletList([...general, ...programme.requirements].map(t))),
        headline(t(['So bewerben Sie sich', 'How to apply'])),
        text(numberedList(steps.map(t))),
        link(
          t(['Zum Bewerbungsportal', 'Go to the application portal']),
          'https://bewerbung.aula.example',
        ),
      ],
      [
        infobox([
          [t(['Bewerbungsschluss', 'Deadline']), paragraph(longDate(locale, programme.deadline))],
          [
            t(exam),
            paragraph(t(examPeriods[programme.deadline[1]] ?? ['nach Einladung', 'by invitation'])),
          ],
          contactEntry(locale, programme),
        ]),
      ],
    );
  };
}
