import type { Locale } from '@aula/routing';
import { artworkAt, artworkSlots } from './image-slots';
import type { BlockReferences, SeedBlock } from './page-blocks';
import { inLocale, link, section, text } from './section-blocks';

/**
 * spec 4: the home page's own section, shown as its hero: a statement with a lead and a way
 * into the study pages beside a work from the annual exhibition. The image is a link (to the
 * festival page), so the home page loads no lightbox.
 */
export function homeHero(locale: Locale, refs: BlockReferences): SeedBlock[] {
  const t = (de: string, en: string) => inLocale(locale, [de, en]);
  return [
    section(
      3,
      [
        {
          model: 'HeadlineModule',
          headline_level: 2,
          preline: t('Hochschule der Künste Aula', 'Aula University of the Arts'),
          content: t('Kunst braucht Raum.', 'Art needs room.'),
          extra_class: 'links',
        },
        text(
          `<p>${t(
            'Musik, Kunst und Design unter einem Dach: 1.200 Studierende, offene Ateliers und ' +
              'über 300 Konzerte und Ausstellungen im Jahr.',
            'Music, art and design under one roof: 1,200 students, open studios and more than ' +
              '300 concerts and exhibitions a year.',
          )}</p>`,
        ),
        link(t('Studium entdecken', 'Explore our programmes'), t('/de/studium', '/en/study')),
      ],
      [
        {
          model: 'ImageModule',
          alias: 'horizontal',
          image: artworkAt(refs.media, artworkSlots.hero),
          description: t(
            'Aus der Jahresausstellung: eine Arbeit der Klasse Malerei',
            'From the annual exhibition: a work from the painting class',
          ),
          link: t('/de/tag-der-kuenste', '/en/festival-of-the-arts'),
        },
      ],
    ),
  ];
}
