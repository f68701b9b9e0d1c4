import { locales, type Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageContentType } from '../pages/read-page';
import { showcaseBlocks, simpleBlocks, type BlockReferences, type SeedBlock } from './page-blocks';
import { storeBlock } from './store-block';
import { homeHero } from './home-hero';

interface DemoPage {
  slug: string;
  path: [string, string];
  title: [string, string];
  description: [string, string];
  isOnline?: boolean;
  inFooter?: boolean;
  inMenu?: boolean;
  blocks: (locale: Locale, refs: BlockReferences) => SeedBlock[];
}

const simple = (headline: [string, string], body: [string, string]) => (locale: Locale) =>
  simpleBlocks(locale, headline, body);

const pages: DemoPage[] = [
  {
    slug: 'home',
    path: ['', ''],
    title: ['Startseite', 'Home'],
    description: ['Hochschule der Künste Aula', 'Aula University of the Arts'],
    blocks: homeHero,
  },
  {
    slug: 'hochschule',
    path: ['hochschule', 'university'],
    title: ['Hochschule', 'University'],
    description: ['Über die Hochschule', 'About the university'],
    inMenu: true,
    blocks: simple(
      ['Über uns', 'About us'],
      [
        'Gegründet 1869, heute 1.200 Studierende in zwei Fachbereichen.',
        'Founded in 1869, today 1,200 students in two faculties.',
      ],
    ),
  },
  {
    slug: 'leitbild',
    path: ['hochschule/leitbild', 'university/mission'],
    title: ['Leitbild', 'Mission'],
    description: ['Unser Leitbild', 'Our mission'],
    inMenu: true,
    blocks: simple(
      ['Leitbild', 'Mission statement'],
      [
        'Freiheit der Kunst, Offenheit und Verantwortung.',
        'Artistic freedom, openness and responsibility.',
      ],
    ),
  },
  {
    slug: 'geschichte',
    path: ['hochschule/geschichte', 'university/history'],
    title: ['Geschichte', 'History'],
    description: ['Die Geschichte der Hochschule', 'The history of the university'],
    inMenu: true,
    blocks: simple(
      ['Geschichte', 'History'],
      [
        'Aus der Musikschule von 1869 wurde 1971 die Hochschule der Künste.',
        'The music school of 1869 became the University of the Arts in 1971.',
      ],
    ),
  },
  {
    slug: 'impressum',
    path: ['impressum', 'imprint'],
    title: ['Impressum', 'Imprint'],
    description: ['Impressum', 'Imprint'],
    inFooter: true,
    blocks: simple(
      ['Impressum', 'Imprint'],
      [
        'Hochschule der Künste Aula, Musterstraße 1, 10115 Berlin.',
        'Aula University of the Arts, Musterstraße 1, 10115 Berlin.',
      ],
    ),
  },
  {
    slug: 'datenschutz',
    path: ['datenschutz', 'privacy'],
    title: ['Datenschutz', 'Privacy'],
    description: ['Datenschutzerklärung', 'Privacy policy'],
    inFooter: true,
    blocks: simple(
      ['Datenschutz', 'Privacy'],
      [
        'Wir verarbeiten personenbezogene Daten nur nach der DSGVO.',
        'We process personal data only under the GDPR.',
      ],
    ),
  },
  {
    slug: 'tag-der-kuenste',
    path: ['tag-der-kuenste', 'festival-of-the-arts'],
    title: ['Tag der Künste', 'Festival of the Arts'],
    description: [
      'Ein Wochenende mit Konzerten und offenen Ateliers',
      'A weekend of concerts and open studios',
    ],
    blocks: simple(
      ['Tag der Künste', 'Festival of the Arts'],
      [
        'Konzerte, Lesungen und offene Ateliers auf dem ganzen Campus.',
        'Concerts, readings and open studios all over the campus.',
      ],
    ),
  },
  // The pages the home teasers lead to (so no teaser link is dead).
  {
    slug: 'weiterbildung',
    path: ['weiterbildung', 'continuing-education'],
    title: ['Weiterbildung', 'Continuing education'],
    description: [
      'Kurse und Zertifikate für Berufstätige',
      'Courses and certificates for professionals',
    ],
    blocks: simple(
      ['Weiterbildung', 'Continuing education'],
      [
        'Abendkurse, Meisterkurse und Zertifikatsprogramme in Musik, Kunst und Design.',
        'Evening courses, master classes and certificate programmes in music, art and design.',
      ],
    ),
  },
  {
    slug: 'internationales',
    path: ['internationales', 'international'],
    title: ['Internationales', 'International'],
    description: [
      'Austausch, Partnerhochschulen und Beratung',
      'Exchange, partner universities and advice',
    ],
    blocks: simple(
      ['Internationales', 'International'],
      [
        'Unser International Office berät zu Austausch und Studium im Ausland.',
        'Our International Office advises on exchange and studying abroad.',
      ],
    ),
  },
  {
    slug: 'alumni',
    path: ['alumni', 'alumni'],
    title: ['Alumni', 'Alumni'],
    description: [
      'Das Netzwerk unserer Absolventinnen und Absolventen',
      'The network of our graduates',
    ],
    blocks: simple(
      ['Alumni', 'Alumni'],
      [
        'Bleiben Sie verbunden: Treffen, Konzerte und Ausstellungen für Ehemalige.',
        'Stay in touch: meetings, concerts and exhibitions for graduates.',
      ],
    ),
  },
  {
    slug: 'bloecke',
    path: ['bloecke', 'blocks'],
    title: ['Blockkatalog', 'Block catalogue'],
    description: ['Jeder Block in jeder Variante', 'Every block in every variant'],
    blocks: showcaseBlocks,
  },
  {
    slug: 'entwurf',
    path: ['entwurf', 'draft'],
    title: ['Entwurf', 'Draft'],
    description: ['Noch nicht veröffentlicht', 'Not published yet'],
    isOnline: false,
    blocks: simple(
      ['Geheimer Entwurf', 'Secret draft'],
      ['Dieser Text ist noch nicht öffentlich.', 'This text is not public yet.'],
    ),
  },
];

/** Content-managed demo pages with their module trees in both languages; answers their ids by slug. */
export async function seedPages(
  db: Kysely<Database>,
  refs: BlockReferences,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const page of pages) {
    const { id } = await db
      .insertInto('page')
      .values({
        slug: page.slug,
        path_de: page.path[0],
        path_en: page.path[1],
        title_de: page.title[0],
        title_en: page.title[1],
        headline_de: page.title[0],
        headline_en: page.title[1],
        meta_title_de: page.title[0],
        meta_title_en: page.title[1],
        meta_description_de: page.description[0],
        meta_description_en: page.description[1],
        og_title_de: page.title[0],
        og_title_en: page.title[1],
        og_description_de: page.description[0],
        og_description_en: page.description[1],
        og_image_id: refs.media[0],
        is_online: page.isOnline ?? true,
        in_footer: page.inFooter ?? false,
        in_menu: page.inMenu ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(page.slug, id);
    for (const locale of locales) {
      for (const [position, block] of page.blocks(locale, refs).entries()) {
        await storeBlock(db, locale, block, {
          content_type: pageContentType,
          object_id: id,
          position,
        });
      }
    }
  }
  return ids;
}
