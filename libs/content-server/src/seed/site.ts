import type { Kysely } from 'kysely';
import type { Database, MicrositeGroup } from '../db/schema';
import { feedCaptions } from './content/feed';
import { homeTeaserTexts } from './content/home-teasers';
import { artworkAt, artworkSlots } from './image-slots';

const microsites: [MicrositeGroup, string, string, string][] = [
  ['fachbereich-musik', 'Orchesterzentrum', 'Orchestra centre', 'orchester'],
  ['fachbereich-musik', 'Jazz-Institut', 'Jazz institute', 'jazz'],
  ['fachbereich-musik', 'Studio für elektronische Musik', 'Electronic music studio', 'elektronik'],
  ['fachbereich-musik', 'Kirchenmusik', 'Church music', 'kirchenmusik'],
  ['fachbereich-kunst-und-design', 'Galerie Aula', 'Aula gallery', 'galerie'],
  ['fachbereich-kunst-und-design', 'Druckwerkstatt', 'Print workshop', 'druck'],
  ['fachbereich-kunst-und-design', 'Fotolabor', 'Photo lab', 'fotolabor'],
  ['fachbereich-kunst-und-design', 'Designsammlung', 'Design collection', 'sammlung'],
  ['weitere-themen', 'Weiterbildung', 'Continuing education', 'weiterbildung'],
  ['weitere-themen', 'Internationales', 'International office', 'international'],
  ['weitere-themen', 'Gleichstellung', 'Equal opportunities', 'gleichstellung'],
  ['weitere-themen', 'Alumni', 'Alumni', 'alumni'],
  ['weitere-themen', 'Bibliothek', 'Library', 'bibliothek'],
];

/**
 * Home teasers (no dead links) with their headline and the page they lead to in each language:
 * a screen, a filtered list or a content page of the seed (pages.ts), never a path that does not exist.
 */
const teasers: [de: string, en: string, linkDe: string, linkEn: string][] = [
  ['Studium', 'Study', '/de/studium', '/en/study'],
  ['Bewerbung', 'Application', '/de/bewerbung', '/en/application'],
  ['Konzerte', 'Concerts', '/de/veranstaltungen?category=konzert', '/en/events?category=concert'],
  [
    'Ausstellungen',
    'Exhibitions',
    '/de/veranstaltungen?category=ausstellung',
    '/en/events?category=exhibition',
  ],
  ['Forschung', 'Research', '/de/neuigkeiten?category=forschung', '/en/news?category=research'],
  ['Weiterbildung', 'Continuing education', '/de/weiterbildung', '/en/continuing-education'],
  ['Internationales', 'International', '/de/internationales', '/en/international'],
  ['Presse', 'Press', '/de/presse', '/en/press'],
  ['Alumni', 'Alumni', '/de/alumni', '/en/alumni'],
];

/** Microsites, breaking news, home teasers, call to action, instagram posts and newsletters. */
export async function seedSite(
  db: Kysely<Database>,
  artworks: readonly [number, ...number[]],
  linkedPageId: number | null,
): Promise<void> {
  const image = (slot: number) => artworkAt(artworks, slot);
  await db
    .insertInto('microsite')
    .values(
      microsites.map(([grouping, de, en, path], position) => ({
        grouping,
        name_de: de,
        name_en: en,
        url_de: `https://${path}.aula.example/de`,
        url_en: `https://${path}.aula.example/en`,
        position,
      })),
    )
    .execute();
  await db
    .insertInto('breaking_news')
    .values([
      {
        headline_de: 'Tag der offenen Tür',
        headline_en: 'Open day',
        text_de: 'Am Samstag öffnen alle Ateliers und Übungsräume.',
        text_en: 'On Saturday all studios and practice rooms are open.',
        color: 'regular',
        link_url_de: '/de/veranstaltungen',
        link_url_en: '/en/events',
        link_text_de: 'Zum Programm',
        link_text_en: 'See the programme',
      },
      {
        headline_de: 'Archivierte Meldung',
        headline_en: 'Archived notice',
        color: 'urgent',
        is_online: false,
        link_page_id: linkedPageId,
        link_text_de: 'Mehr',
        link_text_en: 'More',
      },
    ])
    .execute();
  await db
    .insertInto('home_teaser')
    .values(
      teasers.map(([de, en, linkDe, linkEn], position) => ({
        preline_de: 'Entdecken',
        preline_en: 'Discover',
        headline_de: de,
        headline_en: en,
        text_de: homeTeaserTexts[de]?.[0] ?? '',
        text_en: homeTeaserTexts[de]?.[1] ?? '',
        link_url_de: linkDe,
        link_url_en: linkEn,
        link_text_de: 'Mehr erfahren',
        link_text_en: 'Learn more',
        is_highlight: position < 4,
        image_id: image(artworkSlots.teaser(position)),
        position,
      })),
    )
    .execute();
  await db
    .insertInto('call_to_action')
    .values({
      headline_de: 'Jetzt bewerben',
      headline_en: 'Apply now',
      text_de: 'Die Bewerbungsfrist für das Wintersemester läuft bis zum 15. März.',
      text_en: 'Applications for the winter semester are open until 15 March.',
      link_url_de: '/de/bewerbung',
      link_url_en: '/en/application',
      link_text_de: 'Zur Bewerbung',
      link_text_en: 'How to apply',
    })
    .execute();
  await db
    .insertInto('instagram_post')
    .values(
      Array.from({ length: 9 }, (_, index) => ({
        caption_de: feedCaptions[index]?.[0] ?? '',
        caption_en: feedCaptions[index]?.[1] ?? '',
        url: `https://www.instagram.com/p/aula${index + 1}/`,
        image_id: image(artworkSlots.instagram(index)),
        posted_at: new Date(Date.UTC(2026, 9, 28 - index, 12)),
      })),
    )
    .execute();
  await db
    .insertInto('newsletter')
    .values([
      {
        slug: 'hochschule',
        name_de: 'Hochschul-Newsletter',
        name_en: 'University newsletter',
        position: 0,
      },
      { slug: 'konzerte', name_de: 'Konzertkalender', name_en: 'Concert calendar', position: 1 },
      { slug: 'ausstellungen', name_de: 'Ausstellungen', name_en: 'Exhibitions', position: 2 },
    ])
    .execute();
}
