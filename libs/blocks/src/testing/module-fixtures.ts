import type { BlockModel, BrokenModule, EntryTeaser, ModuleOf } from '@aula/api-client';

/**
 * Demo modules for stories and tests: a fictional university, German and English, every
 * variant. Images are inline SVGs, so stories and tests never touch the network.
 */
let nextId = 1;

/** The fields every module carries. */
export function base() {
  return {
    id: nextId++,
    slug: null,
    parent: null,
    content_type: null,
    object_id: null,
    version: 1,
  };
}

/** An inline SVG of the given size (a stand-in for a media derivative). */
export function placeholderImage(width: number, height: number, label: string, hue = 210): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 35% 35%)"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 10)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Image read fields (spec 3) with a placeholder and two srcset candidates. */
export function imageFields(width: number, height: number, alt: string, hue?: number) {
  const url = placeholderImage(width, height, `${width}×${height}`, hue);
  return {
    image: nextId++,
    image_url: url,
    alt,
    width,
    height,
    thumbs: [
      { url, width },
      {
        url: placeholderImage(
          Math.round(width / 2),
          Math.round(height / 2),
          `${Math.round(width / 2)}×${Math.round(height / 2)}`,
          hue,
        ),
        width: Math.round(width / 2),
      },
    ],
  };
}

export const germanText =
  '<p>Die Hochschule für Künste Aula bildet seit 1890 Musikerinnen, Gestalter und Künstlerinnen aus. Im <strong>Wintersemester</strong> beginnen zwölf Studiengänge; die <a href="https://example.org/bewerbung">Bewerbung</a> ist bis zum 15. März möglich.</p><ul><li>Offene Ateliers jeden Donnerstag</li><li>Konzerte im Großen Saal</li></ul><p class="text-align-center"><em>Willkommen!</em></p>';

export const englishText =
  '<p>Aula University of the Arts has trained musicians, designers and artists since 1890. Twelve programmes start in the <strong>winter semester</strong>; <a href="https://example.org/application">applications</a> are open until 15 March.</p><ol><li>Open studios every Thursday</li><li>Concerts in the Great Hall</li></ol>';

export const longGermanText = Array.from(
  { length: 6 },
  (_, index) =>
    `<p>Absatz ${index + 1}: Studierende aus über vierzig Ländern arbeiten in den Werkstätten für Holz, Metall, Keramik, Druck und Medien. Die Lehrenden begleiten jedes Projekt von der ersten Skizze bis zur Ausstellung im Rundgang.</p>`,
).join('');

export function headline(
  overrides: Partial<ModuleOf<'HeadlineModule'>> = {},
): ModuleOf<'HeadlineModule'> {
  return {
    ...base(),
    model: 'HeadlineModule',
    headline_level: 2,
    preline: 'Studium',
    content: 'Kunst und Design studieren',
    subline: 'Zwölf Studiengänge, ein Campus',
    anchor: '',
    extra_class: 'links',
    ...overrides,
  };
}

export function text(overrides: Partial<ModuleOf<'TextModule'>> = {}): ModuleOf<'TextModule'> {
  return {
    ...base(),
    model: 'TextModule',
    content: germanText,
    anchor: '',
    show_more: false,
    add_additional_space: false,
    ...overrides,
  };
}

export function link(overrides: Partial<ModuleOf<'LinkModule'>> = {}): ModuleOf<'LinkModule'> {
  return {
    ...base(),
    model: 'LinkModule',
    content: 'Jetzt bewerben',
    link: '/de/bewerbung',
    link_url: '/de/bewerbung',
    extra_class: '',
    anchor: '',
    open_new_window: false,
    reduce_spacing: false,
    ...overrides,
  };
}

export function image(overrides: Partial<ModuleOf<'ImageModule'>> = {}): ModuleOf<'ImageModule'> {
  return {
    ...base(),
    model: 'ImageModule',
    alias: 'horizontal',
    ...imageFields(1240, 700, 'Der Campus im Herbst'),
    link: '',
    description: 'Der Campus im Herbst. Foto: Pressestelle',
    anchor: '',
    ...overrides,
  };
}

export function faqItem(content: string): ModuleOf<'FAQItemModule'> {
  return { ...base(), model: 'FAQItemModule', content };
}

export function faq(overrides: Partial<ModuleOf<'FAQModule'>> = {}): ModuleOf<'FAQModule'> {
  return {
    ...base(),
    model: 'FAQModule',
    anchor: '',
    children: [
      faqItem(
        '<p>Wann endet die Bewerbungsfrist?</p><p>Die Frist endet am <strong>15. März</strong>.</p>',
      ),
      faqItem(
        '<p>Brauche ich eine Mappe?</p><p>Für alle Studiengänge in Kunst und Design: ja.</p><ul><li>20 Arbeiten</li><li>als PDF</li></ul>',
      ),
      faqItem(
        '<p>Gibt es eine Aufnahmeprüfung in Musik?</p><p>Ja, im April. Details auf der <a href="https://example.org/musik">Seite des Fachbereichs</a>.</p>',
      ),
    ],
    ...overrides,
  };
}

export function video(overrides: Partial<ModuleOf<'VideoModule'>> = {}): ModuleOf<'VideoModule'> {
  return {
    ...base(),
    model: 'VideoModule',
    ...imageFields(1240, 700, '', 20),
    embed_url: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
    platform: 'youtube',
    video_file_mp4: null,
    length: '3:45',
    title: 'Rundgang 2026',
    content: '<p>Ein Spaziergang durch die Ateliers.</p>',
    anchor: '',
    ...overrides,
  };
}

export function audio(overrides: Partial<ModuleOf<'AudioModule'>> = {}): ModuleOf<'AudioModule'> {
  return {
    ...base(),
    model: 'AudioModule',
    embed_url: 'https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5',
    platform: 'spotify',
    anchor: '',
    ...overrides,
  };
}

export function viewer(
  overrides: Partial<ModuleOf<'ViewerModule'>> = {},
): ModuleOf<'ViewerModule'> {
  return {
    ...base(),
    model: 'ViewerModule',
    embed_url: 'https://issuu.com/aula/docs/jahresbericht',
    platform: 'issuu',
    media_type: 'document',
    anchor: '',
    ...overrides,
  };
}

export function socialMedia(
  overrides: Partial<ModuleOf<'SocialMediaModule'>> = {},
): ModuleOf<'SocialMediaModule'> {
  return {
    ...base(),
    model: 'SocialMediaModule',
    embed_url: 'https://www.instagram.com/p/C0aula/embed',
    platform: 'instagram',
    media_type: 'post',
    anchor: '',
    ...overrides,
  };
}

export function quote(overrides: Partial<ModuleOf<'QuoteModule'>> = {}): ModuleOf<'QuoteModule'> {
  return {
    ...base(),
    model: 'QuoteModule',
    content: '<p>Kunst ist nicht das Ergebnis, sondern die Übung des Sehens.</p>',
    author: 'Prof. Dr. Ada Beispiel',
    anchor: '',
    ...overrides,
  };
}

export function fullTeaser(
  overrides: Partial<ModuleOf<'FullTeaserModule'>> = {},
): ModuleOf<'FullTeaserModule'> {
  return {
    ...base(),
    model: 'FullTeaserModule',
    ...imageFields(1240, 700, '', 280),
    link: '/de/veranstaltungen',
    link_url: '/de/veranstaltungen',
    link_text: 'Zum Programm',
    preline: 'Rundgang',
    headline: 'Offene Türen am 12. Juli',
    text: 'Alle Ateliers, Werkstätten und Konzertsäle öffnen für einen Tag.',
    extra_class: '',
    anchor: '',
    ...overrides,
  };
}

export function teaserItem(
  index: number,
  overrides: Partial<ModuleOf<'TeaserItemModule'>> = {},
): ModuleOf<'TeaserItemModule'> {
  return {
    ...base(),
    model: 'TeaserItemModule',
    ...imageFields(400, 500, '', 30 + index * 60),
    link: `/de/studium/kunst-und-design`,
    link_url: `/de/studium/kunst-und-design`,
    link_text: 'Mehr erfahren',
    preline: `Fachbereich ${index}`,
    headline:
      ['Malerei', 'Komposition', 'Kommunikationsdesign', 'Bildhauerei', 'Jazz'][index % 5] ??
      'Studiengang',
    subline: 'Bachelor und Master',
    text: 'Praxisnah studieren in kleinen Klassen.',
    ...overrides,
  };
}

export function teaserList(
  extraClass: ModuleOf<'TeaserListModule'>['extra_class'],
  count = 4,
): ModuleOf<'TeaserListModule'> {
  return {
    ...base(),
    model: 'TeaserListModule',
    extra_class: extraClass,
    children: Array.from({ length: count }, (_, index) => teaserItem(index)),
  };
}

export function imageItem(
  index: number,
  overrides: Partial<ModuleOf<'ImageItemModule'>> = {},
): ModuleOf<'ImageItemModule'> {
  return {
    ...base(),
    model: 'ImageItemModule',
    ...imageFields(1240, 700, `Arbeit ${index + 1} aus dem Rundgang`, 40 * index),
    link: '',
    link_url: '',
    title: `Arbeit ${index + 1}`,
    description: 'Öl auf Leinwand, 2026',
    ...overrides,
  };
}

export function imageList(
  extraClass: ModuleOf<'ImageListModule'>['extra_class'],
  count = 4,
): ModuleOf<'ImageListModule'> {
  return {
    ...base(),
    model: 'ImageListModule',
    extra_class: extraClass,
    children: Array.from({ length: count }, (_, index) => imageItem(index)),
  };
}

export function infobox(
  overrides: Partial<ModuleOf<'InfoboxModule'>> = {},
): ModuleOf<'InfoboxModule'> {
  return {
    ...base(),
    model: 'InfoboxModule',
    anchor: '',
    children: [
      {
        ...base(),
        model: 'InfoboxItemModule',
        preline: 'Bewerbungsfrist',
        content: '<p>15. März 2027</p>',
      },
      {
        ...base(),
        model: 'InfoboxItemModule',
        preline: 'Kontakt',
        content:
          '<p><a href="mailto:studium@example.org">studium@example.org</a><br />Telefon <a href="tel:+4930123456">030 123456</a></p>',
      },
    ],
    ...overrides,
  };
}

export function entry(index: number, kind: 'news' | 'event' | 'person'): EntryTeaser {
  const titles = {
    news: 'Neue Professur für Klangkunst',
    event: 'Orchesterkonzert im Großen Saal',
    person: 'Prof. Dr. Ada Beispiel',
  };
  const subtitles = {
    news: 'Hochschule',
    event: 'Großer Saal',
    person: 'Professorin für Komposition',
  };
  const paths = {
    news: '/de/neuigkeiten/neue-professur',
    event: '/de/veranstaltungen/orchesterkonzert',
    person: '/de/personen/ada-beispiel',
  };
  return {
    id: 100 + index,
    title: `${titles[kind]} ${index + 1}`,
    url: `${paths[kind]}-${index + 1}/${100 + index}`,
    date: kind === 'person' ? null : `2026-0${(index % 9) + 1}-1${index % 9}T18:00:00.000Z`,
    end:
      kind === 'event' && index % 2 === 0
        ? `2026-0${(index % 9) + 1}-2${index % 9}T20:00:00.000Z`
        : null,
    subtitle: subtitles[kind],
    ...(kind === 'person'
      ? imageFields(400, 500, '', 200 + index * 20)
      : imageFields(1240, 700, '', 100 + index * 20)),
  };
}

/** A page with every block model in every variant, nested in a container, each with an anchor where it has one. */
export function everyBlockPage(): ModuleOf<BlockModel>[] {
  const list = <M extends ModuleOf<'TeaserListModule' | 'ImageListModule'>>(
    module: M,
    anchor: string,
  ): M => ({ ...module, anchor });
  const entries = (kind: 'news' | 'event' | 'person') => [entry(0, kind), entry(1, kind)];
  return [
    {
      ...base(),
      model: 'ContainerModule',
      slug: 'einstieg',
      layout: 3,
      columns: [
        {
          classes: 'host-class',
          children: [headline({ anchor: 'kopf' }), text({ anchor: 'einleitung' })],
        },
        {
          classes: '',
          children: [
            quote({ anchor: 'zitat' }),
            link({ anchor: 'bewerben', open_new_window: true }),
          ],
        },
      ],
    },
    text({ content: longGermanText, show_more: true }),
    infobox({ anchor: 'fristen' }),
    fullTeaser({ anchor: 'rundgang' }),
    list(teaserList('grid', 3), 'teaser-raster'),
    list(teaserList('slider', 3), 'teaser-karussell'),
    list(imageList('small', 3), 'galerie'),
    { ...imageItem(7), link_url: '/de/ausstellung' },
    image({ anchor: 'campus' }),
    image({ link: '/de/campus' }),
    faq({ anchor: 'faq' }),
    video({ anchor: 'film' }),
    video({ video_file_mp4: '/media/film.mp4', embed_url: '' }),
    { ...base(), model: 'VideoListModule', anchor: 'filme', children: [video()] },
    audio({ anchor: 'podcast' }),
    viewer({ anchor: 'bericht' }),
    socialMedia({ anchor: 'insta' }),
    {
      ...base(),
      model: 'NewsListModule',
      anchor: 'aktuelles',
      headline: 'Aktuelles',
      children: entries('news'),
    },
    {
      ...base(),
      model: 'EventListModule',
      anchor: 'termine',
      headline: '',
      children: entries('event'),
    },
    { ...base(), model: 'PersonListModule', anchor: 'personen', children: entries('person') },
  ];
}

/** A stored Image block that no longer reads, as the content API marks it. */
export function brokenImage(overrides: Partial<BrokenModule['broken']> = {}): BrokenModule {
  return {
    ...base(),
    id: 77,
    model: 'BrokenModule',
    broken: {
      model: 'ImageModule',
      problem: 'alias: validation.option',
      data: { alias: 'sideways', image: 12 },
      ...overrides,
    },
  };
}
