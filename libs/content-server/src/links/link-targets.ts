import type { LinkTarget } from '@aula/api-client';
import { t } from '@aula/i18n';
import { href, match, type Locale, type ScreenId } from '@aula/routing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageUrl } from '../pages/read-page';

/** Targets per kind the link finder shows. */
const perKind = 6;

/** The screens of the route table a link can point to without parameters (spec 2). */
const screens = [
  'home',
  'applicationOverview',
  'microsites',
  'newsList',
  'newsletter',
  'personList',
  'press',
  'pressReleaseList',
  'studyOverview',
  'guestAuditors',
  'eventList',
  'search',
] as const satisfies readonly ScreenId[];

/**
 * spec 7 link finder, DESIGN.md 9: internal link targets whose title contains `query`, in
 * `locale`: content pages, screens of the route table, news, events, persons, press releases,
 * study programmes and downloads, each with its current URL. Online entries only.
 */
export async function linkTargets(
  db: Kysely<Database>,
  query: string,
  locale: Locale,
): Promise<LinkTarget[]> {
  const q = query.trim().slice(0, 200);
  if (q.length < 2) return [];
  const lower = q.toLocaleLowerCase(locale);
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const l = <K extends string>(key: K) => `${key}_${locale}` as `${K}_de`;
  const results: LinkTarget[] = [];

  screens.forEach((screen, index) => {
    const title = t(locale, `screen.${screen}`);
    if (title.toLocaleLowerCase(locale).includes(lower))
      results.push({ kind: 'screen', id: index + 1, title, url: href(screen, locale) });
  });
  for (const row of await db
    .selectFrom('page')
    .selectAll()
    .where(l('title'), 'ilike', pattern)
    .where('is_online', '=', true)
    .orderBy('id')
    .limit(perKind)
    .execute()) {
    results.push({ kind: 'page', id: row.id, title: row[l('title')], url: pageUrl(row, locale) });
  }
  const news = await db
    .selectFrom('news')
    .select(['id', l('title'), l('slug')])
    .where(l('title'), 'ilike', pattern)
    .where('is_online', '=', true)
    .orderBy('id', 'desc')
    .limit(perKind)
    .execute();
  for (const row of news)
    results.push({
      kind: 'news',
      id: row.id,
      title: row[l('title')],
      url: href('newsDetail', locale, { slug: row[l('slug')], id: row.id }),
    });
  const events = await db
    .selectFrom('event')
    .select(['id', l('title'), l('slug')])
    .where(l('title'), 'ilike', pattern)
    .where('is_online', '=', true)
    .orderBy('id', 'desc')
    .limit(perKind)
    .execute();
  for (const row of events)
    results.push({
      kind: 'event',
      id: row.id,
      title: row[l('title')],
      url: href('eventDetail', locale, { slug: row[l('slug')], id: row.id }),
    });
  for (const row of await db
    .selectFrom('press_item')
    .select(['id', l('title'), l('slug')])
    .where(l('title'), 'ilike', pattern)
    .where('kind', '=', 'release')
    .where('is_online', '=', true)
    .orderBy('id', 'desc')
    .limit(perKind)
    .execute()) {
    results.push({
      kind: 'pressRelease',
      id: row.id,
      title: row[l('title')],
      url: href('pressReleaseDetail', locale, { slug: row[l('slug')], id: row.id }),
    });
  }
  const persons = await db
    .selectFrom('person')
    .select(['id', 'academic_title', 'first_name', 'last_name', l('slug')])
    .where(sql<string>`concat_ws(' ', academic_title, first_name, last_name)`, 'ilike', pattern)
    .where('is_online', '=', true)
    .orderBy('last_name')
    .limit(perKind)
    .execute();
  for (const row of persons) {
    results.push({
      kind: 'person',
      id: row.id,
      title: [row.academic_title, row.first_name, row.last_name].filter(Boolean).join(' '),
      url: href('personDetail', locale, { slug: row[l('slug')], id: row.id }),
    });
  }
  const programmes = await db
    .selectFrom('study_programme')
    .innerJoin('faculty', 'faculty.id', 'study_programme.faculty_id')
    .select([
      'study_programme.id',
      `study_programme.${l('title')} as title`,
      `study_programme.${l('slug')} as slug`,
      `faculty.${l('slug')} as faculty`,
    ])
    .where(`study_programme.${l('title')}`, 'ilike', pattern)
    .where('study_programme.is_online', '=', true)
    .limit(perKind)
    .execute();
  for (const row of programmes) {
    const url = `/${locale}/${locale === 'de' ? 'studium' : 'study'}/${row.faculty}/${row.slug}/${row.id}`;
    if (match(url).kind === 'screen')
      results.push({ kind: 'studyProgramme', id: row.id, title: row.title, url });
  }
  for (const row of await db
    .selectFrom('download_file')
    .select(['id', l('title'), 'url'])
    .where(l('title'), 'ilike', pattern)
    .orderBy('id')
    .limit(perKind)
    .execute()) {
    results.push({ kind: 'download', id: row.id, title: row[l('title')], url: row.url });
  }
  return results;
}
