import type { Locale } from '@aula/routing';

/** A block of the demo content as an editor would write it; containers hold columns of blocks. */
export type SeedBlock = { model: string; [field: string]: unknown } | SeedContainer;
export interface SeedContainer {
  model: 'ContainerModule';
  layout: number;
  slug?: string;
  columns: SeedBlock[][];
}

/** Ids of seeded entries and media the demo blocks refer to. */
export interface BlockReferences {
  media: readonly [number, ...number[]];
  news: number[];
  events: number[];
  persons: number[];
}

const container = (layout: number, ...columns: SeedBlock[][]): SeedContainer => ({
  model: 'ContainerModule',
  layout,
  columns,
});

/** A text in the current language. */
type T = (de: string, en: string) => string;

/**
 * The artwork at `index` (DESIGN.md 3: no image twice on the catalogue page, whose news and
 * event lists show artworks 0-2 and 12-14, image-slots.ts).
 */
const media = (refs: BlockReferences, index: number) =>
  refs.media[index % refs.media.length] ?? refs.media[0];

/**
 * DESIGN.md 3: content that together uses every block type and every variant: every container
 * layout, headline levels and both alignments, both image aliases, every teaser and image
 * list presentation, every embed platform kind, and the entry lists.
 */
export function showcaseBlocks(locale: Locale, refs: BlockReferences): SeedBlock[] {
  const t: T = (de, en) => (locale === 'de' ? de : en);
  return [
    container(0, [
      {
        model: 'HeadlineModule',
        headline_level: 2,
        preline: t('Blockkatalog', 'Block catalogue'),
        content: t('Alle Blöcke', 'Every block'),
        subline: t('Jede Variante einmal', 'Every variant once'),
        extra_class: 'zentriert',
        anchor: 'start',
      },
      ...[3, 4, 5, 6].map((level) => ({
        model: 'HeadlineModule',
        headline_level: level,
        content: t(`Überschrift Ebene ${level}`, `Headline level ${level}`),
        extra_class: 'links',
      })),
      {
        model: 'TextModule',
        content: `<p>${t('Ein <strong>Text</strong> mit <em>Auszeichnung</em> und <a href="https://aula.example">Link</a>.', 'A <strong>text</strong> with <em>emphasis</em> and a <a href="https://aula.example">link</a>.')}</p><ul><li>${t('Erstens', 'First')}</li><li>${t('Zweitens', 'Second')}</li></ul>`,
        show_more: true,
        add_additional_space: true,
      },
      {
        model: 'LinkModule',
        content: t('Zum Studium', 'About studying'),
        link: locale === 'de' ? '/de/studium' : '/en/study',
        open_new_window: false,
      },
      {
        model: 'LinkModule',
        content: t('Hochschulportal', 'Campus portal'),
        link: 'https://portal.aula.example',
        open_new_window: true,
        reduce_spacing: true,
      },
    ]),
    container(
      1,
      [
        {
          model: 'ImageModule',
          alias: 'horizontal',
          image: media(refs, 24),
          description: t('Querformat 1240 x 700', 'Landscape 1240 x 700'),
        },
      ],
      [
        {
          model: 'ImageModule',
          alias: 'vertical',
          image: media(refs, 25),
          description: t('Hochformat 400 x 500', 'Portrait 400 x 500'),
          link: 'https://aula.example',
        },
      ],
    ),
    container(
      2,
      [
        {
          model: 'QuoteModule',
          content: t('Kunst ist eine Tochter der Freiheit.', 'Art is a daughter of freedom.'),
          author: 'Friedrich Schiller',
        },
      ],
      [
        {
          model: 'FAQModule',
          anchor: 'faq',
          children: [
            {
              content: `<p><strong>${t('Wann ist Bewerbungsschluss?', 'When is the deadline?')}</strong></p><p>${t('Am 15. März.', 'On 15 March.')}</p>`,
            },
            {
              content: `<p><strong>${t('Gibt es Studiengebühren?', 'Are there tuition fees?')}</strong></p><p>${t('Nein.', 'No.')}</p>`,
            },
          ],
        },
      ],
    ),
    container(
      3,
      [
        {
          model: 'VideoModule',
          video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          image: media(refs, 26),
          title: t('Rundgang', 'Tour'),
          length: '3:12',
          content: `<p>${t('Ein Rundgang durch die Ateliers.', 'A tour of the studios.')}</p>`,
        },
      ],
      [
        {
          model: 'VideoModule',
          video_url: 'https://vimeo.com/76979871',
          title: t('Konzertmitschnitt', 'Concert recording'),
        },
      ],
    ),
    container(
      4,
      [
        {
          model: 'AudioModule',
          embed:
            '<iframe src="https://open.spotify.com/embed/album/1DFixLWuPkv3KT3TnV35m3"></iframe>',
        },
        { model: 'AudioModule', embed: 'https://soundcloud.com/aula-example/konzert' },
      ],
      [
        {
          model: 'AudioModule',
          embed:
            '<iframe ' +
            'src="https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/' +
            'bgcol=ffffff/linkcol=0687f5/" seamless>' +
            '<a href="https://aula.bandcamp.com/album/semester">Semester</a></iframe>',
        },
        { model: 'AudioModule', embed: 'https://aula.podigee.io/1-folge-eins' },
      ],
      [
        {
          model: 'ViewerModule',
          embed: 'https://issuu.com/aula/docs/jahresbericht',
          media_type: 'issuu',
        },
        {
          model: 'ViewerModule',
          embed: 'https://www.yumpu.com/de/document/view/1/programm',
          media_type: 'yumpu',
        },
        {
          model: 'ViewerModule',
          embed: 'https://www.calameo.com/read/000000001',
          media_type: 'calameo',
        },
      ],
    ),
    container(
      5,
      [
        {
          model: 'SocialMediaModule',
          embed:
            '<blockquote class="instagram-media" ' +
            'data-instgrm-permalink="https://www.instagram.com/p/aula1/"></blockquote>',
          media_type: 'instagram',
        },
        { model: 'SocialMediaModule', embed: 'https://x.com/aula/status/1', media_type: 'x' },
      ],
      [
        {
          model: 'FullTeaserModule',
          image: media(refs, 27),
          preline: t('Bewerbung', 'Application'),
          headline: t('Jetzt bewerben', 'Apply now'),
          text: t('Die Frist läuft bis zum 15. März.', 'Applications are open until 15 March.'),
          link: locale === 'de' ? '/de/bewerbung' : '/en/application',
          link_text: t('Zur Bewerbung', 'How to apply'),
          extra_class: 'inverted',
        },
      ],
      [
        {
          model: 'SocialMediaModule',
          embed: 'https://www.facebook.com/aula/posts/1',
          media_type: 'facebook',
        },
        {
          model: 'SocialMediaModule',
          embed: 'https://www.tiktok.com/@aula/video/1',
          media_type: 'tiktok',
        },
      ],
    ),
    container(0, [
      ...(['grid', 'slider', 'standard'] as const).map((extra_class, list) => ({
        model: 'TeaserListModule',
        extra_class,
        children: [0, 1, 2].map((index) => ({
          image: media(refs, 3 + list * 3 + index),
          preline: t('Entdecken', 'Discover'),
          headline: `Teaser ${index + 1}`,
          subline: extra_class,
          text: t('Kurzer Text.', 'Short text.'),
          link: locale === 'de' ? '/de/studium' : '/en/study',
          link_text: t('Mehr', 'More'),
        })),
      })),
      ...(['small', 'fullwidth', 'standard'] as const).map((extra_class, list) => ({
        model: 'ImageListModule',
        extra_class,
        children: [0, 1, 2].map((index) => ({
          image: media(refs, 15 + list * 3 + index),
          title: t(`Bild ${index + 1}`, `Image ${index + 1}`),
          description: extra_class,
        })),
      })),
      {
        model: 'VideoListModule',
        children: [
          { video_url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Aula 1' },
          { video_url: 'https://vimeo.com/76979871', title: 'Aula 2' },
        ],
      },
      {
        model: 'InfoboxModule',
        children: [
          { preline: t('Kontakt', 'Contact'), content: '<p>studium@aula.example</p>' },
          {
            preline: t('Sprechzeiten', 'Office hours'),
            content: `<p>${t('Mo bis Do 10 bis 12 Uhr', 'Mon to Thu 10 am to noon')}</p>`,
          },
        ],
      },
      {
        model: 'NewsListModule',
        headline: t('Neuigkeiten', 'News'),
        children: refs.news.slice(0, 3),
      },
      {
        model: 'EventListModule',
        headline: t('Veranstaltungen', 'Events'),
        children: refs.events.slice(0, 3),
      },
      { model: 'PersonListModule', children: refs.persons.slice(0, 4) },
    ]),
  ];
}

/** A simple page body: a headline and text in one full-width section. */
export function simpleBlocks(
  locale: Locale,
  headline: [string, string],
  body: [string, string],
): SeedBlock[] {
  const t: T = (de, en) => (locale === 'de' ? de : en);
  return [
    container(0, [
      { model: 'HeadlineModule', headline_level: 2, content: t(...headline), extra_class: 'links' },
      { model: 'TextModule', content: `<p>${t(...body)}</p>` },
    ]),
  ];
}
