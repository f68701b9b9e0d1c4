import type { Locale } from '@aula/routing';
import type { SeedContainer } from '../page-blocks';
import {
  bulletList,
  faq,
  headline,
  infobox,
  inLocale,
  paragraph,
  section,
  text,
} from '../section-blocks';

/** spec 2: the guest auditors page (`guest-auditors-body`): who may attend what, how, and costs. */
export function guestAuditorsSection(locale: Locale): SeedContainer {
  const t = (de: string, en: string) => inLocale(locale, [de, en]);
  return section(
    1,
    [
      headline(t('Studieren ohne Abschluss', 'Studying without a degree')),
      text(
        paragraph(
          t(
            'Als Gasthörende besuchen Sie ausgewählte Vorlesungen und Seminare der Hochschule, ' +
              'ohne eingeschrieben zu sein. Ein Schulabschluss oder eine Prüfung ist nicht nötig.',
            'As a guest auditor you attend selected lectures and seminars without enrolling. You ' +
              'need no school certificate and take no examination.',
          ),
        ) +
          paragraph(t('Offen stehen unter anderem:', 'Open to guest auditors are, among others:')) +
          bulletList([
            t('Vorlesungen in Kunst- und Musikgeschichte', 'Lectures in art and music history'),
            t('Seminare in Ästhetik und Designtheorie', 'Seminars in aesthetics and design theory'),
            t(
              'die Ringvorlesung „Kunst und Öffentlichkeit“',
              'The lecture series “Art and the public”',
            ),
            t(
              'Chor und Hochschulorchester nach Vorsingen',
              'Choir and orchestra, after an audition',
            ),
          ]) +
          paragraph(
            t(
              'Einzelunterricht, Werkstattkurse und Ateliers bleiben den Studierenden vorbehalten.',
              'One-to-one lessons, workshop courses and studios are for enrolled students only.',
            ),
          ),
      ),
      headline(t('Häufige Fragen', 'Frequently asked questions')),
      faq([
        [
          t('Bekomme ich eine Bescheinigung?', 'Do I get a certificate?'),
          t(
            'Ja, auf Wunsch bestätigen die Lehrenden Ihre Teilnahme. Leistungspunkte gibt es ' +
              'nicht.',
            'Yes, teachers confirm your attendance on request. No credits are awarded.',
          ),
        ],
        [
          t('Kann ich später regulär studieren?', 'Can I enrol later?'),
          t(
            'Ja. Für ein Studium bewerben Sie sich wie alle anderen über die Eignungsprüfung.',
            'Yes. To study for a degree you apply like everyone else, through the entrance ' +
              'examination.',
          ),
        ],
      ]),
    ],
    [
      infobox([
        [t('Gebühr', 'Fee'), paragraph(t('120 € pro Semester', '€120 per semester'))],
        [
          t('Anmeldung', 'Registration'),
          paragraph(t('1. bis 30. September und 1. bis 31. März', '1–30 September and 1–31 March')),
        ],
        [
          t('Kontakt', 'Contact'),
          paragraph(
            t('Studierendensekretariat, Raum A 012', 'Student office, room A 012') +
              '<br><a href="mailto:gasthoerer@aula.example">gasthoerer@aula.example</a>',
          ),
        ],
      ]),
    ],
  );
}
