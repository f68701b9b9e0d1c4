import { href, match, type Locale, type ScreenId } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * DESIGN.md 9, links by reference. An internal link is stored as the target's path, and every
 * detail screen's path carries the entry's id (`/de/neuigkeiten/{slug}/{id}`): the id is the
 * reference, the slug only decoration. On every read the server rewrites such a path to the
 * entry's current path, so a renamed slug never breaks a link, links stored before the link
 * finder keep working, and another backend that speaks the contract needs nothing new.
 */
type Detail =
  | 'newsDetail'
  | 'eventDetail'
  | 'personDetail'
  | 'pressReleaseDetail'
  | 'applicationDetail'
  | 'studyProgramme';

interface Target {
  screen: Detail;
  locale: Locale;
  id: number;
  rest: string;
}

const tables = {
  newsDetail: 'news',
  eventDetail: 'event',
  personDetail: 'person',
  pressReleaseDetail: 'press_item',
  applicationDetail: 'application_page',
} as const satisfies Partial<Record<Detail, keyof Database>>;

/** The detail screen and entry id a site path points to, with its query and hash. */
function targetOf(link: string): Target | null {
  if (!link.startsWith('/de/') && !link.startsWith('/en/')) return null;
  const end = link.search(/[?#]/);
  const path = end === -1 ? link : link.slice(0, end);
  const found = match(path);
  if (found.kind !== 'screen') return null;
  const screen = found.screen as ScreenId;
  if (!(screen in tables) && screen !== 'studyProgramme') return null;
  const id = Number((found.params as { id?: string }).id);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
    ? {
        screen: screen as Detail,
        locale: found.locale,
        id,
        rest: end === -1 ? '' : link.slice(end),
      }
    : null;
}

/** The current path of every link in `links` that points to an existing detail entry (others are left out). */
export async function resolveLinks(
  db: Kysely<Database>,
  links: Iterable<string>,
): Promise<Map<string, string>> {
  const targets = new Map<string, Target>();
  for (const link of new Set(links)) {
    const target = targetOf(link);
    if (target) targets.set(link, target);
  }
  const resolved = new Map<string, string>();
  if (targets.size === 0) return resolved;
  const idsOf = (screen: Detail) => [
    ...new Set(
      [...targets.values()].filter((target) => target.screen === screen).map((target) => target.id),
    ),
  ];
  const slugs = new Map<string, { de: string; en: string }>();
  for (const screen of Object.keys(tables) as (keyof typeof tables)[]) {
    const ids = idsOf(screen);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom(tables[screen])
      .select(['id', 'slug_de', 'slug_en'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) slugs.set(`${screen}:${row.id}`, { de: row.slug_de, en: row.slug_en });
  }
  const programmeIds = idsOf('studyProgramme');
  const programmes = new Map<
    number,
    { de: string; en: string; faculty_de: string; faculty_en: string }
  >();
  if (programmeIds.length > 0) {
    const rows = await db
      .selectFrom('study_programme')
      .innerJoin('faculty', 'faculty.id', 'study_programme.faculty_id')
      .select([
        'study_programme.id',
        'study_programme.slug_de',
        'study_programme.slug_en',
        'faculty.slug_de as faculty_de',
        'faculty.slug_en as faculty_en',
      ])
      .where('study_programme.id', 'in', programmeIds)
      .execute();
    for (const row of rows)
      programmes.set(row.id, {
        de: row.slug_de,
        en: row.slug_en,
        faculty_de: row.faculty_de,
        faculty_en: row.faculty_en,
      });
  }
  for (const [link, { screen, locale, id, rest }] of targets) {
    if (screen === 'studyProgramme') {
      const row = programmes.get(id);
      if (!row) continue;
      const faculty = locale === 'de' ? row.faculty_de : row.faculty_en;
      // A faculty slug outside the route rules would make a path the guards refuse: keep the link.
      if (match(`/${locale}/${locale === 'de' ? 'studium' : 'study'}/${faculty}`).kind !== 'screen')
        continue;
      resolved.set(
        link,
        `${href('studyProgramme', locale, { faculty: faculty as never, studyTitle: row[locale], id })}${rest}`,
      );
      continue;
    }
    const slug = slugs.get(`${screen}:${id}`)?.[locale];
    if (slug) resolved.set(link, `${href(screen, locale, { slug, id })}${rest}`);
  }
  return resolved;
}

const hrefAttribute = /href="([^"]*)"/g;

/** The site paths the links of rich text `html` point to. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(hrefAttribute)].map((found) => decodeEntities(found[1] ?? ''));
}

/** `html` with every link that `resolved` knows pointing to its current path. */
export function rewriteHrefs(html: string, resolved: Map<string, string>): string {
  if (resolved.size === 0) return html;
  return html.replace(hrefAttribute, (whole, value: string) => {
    const current = resolved.get(decodeEntities(value));
    return current === undefined
      ? whole
      : `href="${current.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
  });
}

const decodeEntities = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
