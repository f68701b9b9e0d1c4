import type { Locale } from '@aula/routing';
import type { SeedContainer } from '../page-blocks';
import { infobox, inLocale, paragraph, section, text } from '../section-blocks';

/** spec 2: the press page's intro (`press-intro`): what the press office offers, whom to call. */
export function pressIntroSection(locale: Locale): SeedContainer {
  const t = (de: string, en: string) => inLocale(locale, [de, en]);
  return section(
    1,
    [
      text(
        paragraph(
          t(
            'Die Pressestelle vermittelt Gespräche mit Lehrenden und Studierenden, organisiert ' +
              'Drehgenehmigungen und Akkreditierungen und stellt Bildmaterial zur Verfügung. ' +
              'Alle Fotos dürfen mit Nennung der Hochschule honorarfrei verwendet werden.',
            'The press office arranges interviews with teachers and students, handles filming ' +
              'permits and accreditation, and provides images. All photos may be used free of ' +
              'charge when the university is credited.',
          ),
        ),
      ),
    ],
    [
      infobox([
        [
          t('Pressestelle', 'Press office'),
          paragraph(
            'Jülide Fischer<br>+49 30 1234-5500<br><a ' +
              'href="mailto:presse@aula.example">presse@aula.example</a>',
          ),
        ],
      ]),
    ],
  );
}
