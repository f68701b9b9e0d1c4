import { href } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

interface DemoEntry {
  de: string;
  en: string;
  urlDe: string;
  urlEn: string;
  highlight?: boolean;
  children?: DemoEntry[];
}

const menu: DemoEntry[] = [
  {
    de: 'Neuigkeiten',
    en: 'News',
    urlDe: href('newsList', 'de'),
    urlEn: href('newsList', 'en'),
    highlight: true,
  },
  {
    de: 'Hochschule',
    en: 'University',
    urlDe: '/de/hochschule',
    urlEn: '/en/university',
    children: [
      {
        de: 'Leitbild',
        en: 'Mission',
        urlDe: '/de/hochschule/leitbild',
        urlEn: '/en/university/mission',
      },
      {
        de: 'Geschichte',
        en: 'History',
        urlDe: '/de/hochschule/geschichte',
        urlEn: '/en/university/history',
      },
    ],
  },
  {
    de: 'Veranstaltungen',
    en: 'Events',
    urlDe: href('eventList', 'de'),
    urlEn: href('eventList', 'en'),
    highlight: true,
  },
  {
    de: 'Studium',
    en: 'Study',
    urlDe: href('studyOverview', 'de'),
    urlEn: href('studyOverview', 'en'),
    children: [
      {
        de: 'Bewerbung',
        en: 'Application',
        urlDe: href('applicationOverview', 'de'),
        urlEn: href('applicationOverview', 'en'),
      },
      {
        de: 'Gasthörende',
        en: 'Guest auditors',
        urlDe: href('guestAuditors', 'de'),
        urlEn: href('guestAuditors', 'en'),
      },
    ],
  },
  {
    de: 'Personen',
    en: 'People',
    urlDe: href('personList', 'de'),
    urlEn: href('personList', 'en'),
  },
  { de: 'Presse', en: 'Press', urlDe: href('press', 'de'), urlEn: href('press', 'en') },
];

const footer: DemoEntry[] = [
  { de: 'Impressum', en: 'Imprint', urlDe: '/de/impressum', urlEn: '/en/imprint' },
  { de: 'Datenschutz', en: 'Privacy', urlDe: '/de/datenschutz', urlEn: '/en/privacy' },
];

async function insertTree(
  db: Kysely<Database>,
  target: 'menu' | 'footer',
  entries: DemoEntry[],
  parentId: number | null,
) {
  for (const [position, entry] of entries.entries()) {
    const { id } = await db
      .insertInto('navigation_item')
      .values({
        parent_id: parentId,
        menu: target,
        position,
        headline_de: entry.de,
        headline_en: entry.en,
        url_de: entry.urlDe,
        url_en: entry.urlEn,
        in_highlight_menu: entry.highlight ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (entry.children) await insertTree(db, target, entry.children, id);
  }
}

/** Demo menu and footer navigation in both languages. */
export async function seedNavigation(db: Kysely<Database>): Promise<void> {
  await insertTree(db, 'menu', menu, null);
  await insertTree(db, 'footer', footer, null);
}
