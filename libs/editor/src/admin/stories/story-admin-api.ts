import {
  adminBulkInputSchema,
  adminEndpoints,
  entityDefinitions,
  entityInputSchema,
  issuesToFieldErrors,
  missingTranslations,
  type AdminApi,
  type AdminNavItem,
  type EntityName,
} from '@aula/api-client';
import * as v from 'valibot';
import { filledDashboard } from './dashboard-fixture';
import { storyEntries, storyLists } from './entity-fixtures';

const nav = (id: number, de: string, en: string, children: AdminNavItem[] = []): AdminNavItem => ({
  id,
  headline_de: de,
  headline_en: en,
  url_de: '',
  url_en: '',
  in_highlight_menu: false,
  children,
});

/** The story news item: German complete, English title missing. */
export const storyNews = {
  title_de: 'Rundgang 2026',
  title_en: '',
  slug_de: 'rundgang-2026',
  slug_en: 'rundgang-2026',
  teaser_de: 'Offene Ateliers im Juli.',
  teaser_en: '',
  body_de: '',
  body_en: '',
  published_at: '2026-07-10T10:00',
  category_id: 1,
  faculty_id: null,
  image_id: null,
  is_online: true,
  is_highlight: false,
};

interface StoryRow {
  id: number;
  title: string;
  cells: { title: string; published_at: string; is_online: boolean };
  missing: ('de' | 'en')[];
}

const storyRow = (
  id: number,
  title: string,
  publishedAt: string,
  online: boolean,
  missing: ('de' | 'en')[] = [],
): StoryRow => ({
  id,
  title,
  cells: { title, published_at: publishedAt, is_online: online },
  missing,
});

/** The story news list (newest first): one without its English title, one offline. */
const storyRows = [
  storyRow(7, 'Rundgang 2026', '2026-07-10T10:00', true, ['en']),
  storyRow(9, 'Konzertabend im Kammermusiksaal', '2026-06-18T19:30', true),
  storyRow(8, 'Neue Professur für Klangkunst', '2026-05-02T09:00', true),
  storyRow(6, 'Semesterstart', '2026-04-01T09:00', false),
  storyRow(5, 'Bewerbungsfristen für das Wintersemester', '2026-03-15T12:00', true),
];

/** The stored entry `id` of an entity as the server answers it (news: the story news item). */
function storedEntry(entity: EntityName, id: string) {
  if (entity === 'news')
    return {
      id: Number(id),
      values: storyNews,
      missing: ['en'],
      urls: { de: `/de/neuigkeiten/rundgang-2026/${id}`, en: `/en/news/rundgang-2026/${id}` },
    };
  const values = storyEntries[entity];
  return {
    id: Number(id),
    values,
    missing: missingTranslations(entityDefinitions[entity], values),
    urls: null,
  };
}

/** The title of the stored entry (its title field; German where it has two languages). */
function entryTitle(entity: EntityName, id: string): string {
  const { values } = storedEntry(entity, id);
  const { titleField, fields } = entityDefinitions[entity];
  const bilingual = (fields as Record<string, { bilingual: boolean }>)[titleField]?.bilingual;
  return String((values as Record<string, unknown>)[bilingual ? `${titleField}_de` : titleField]);
}

/**
 * An admin API for stories, in memory: the server's rules (the same valibot schema, its 400
 * with field errors), a short news list, relation choices, a menu tree and two subscriptions;
 * an entry and a two-row list of every other entity (entity-fixtures.ts); the site settings.
 * `largeList`: the list answers as the server does for a large one, counted a few pages ahead.
 * `empty`: no rows in any list, no menu entries, no subscriptions, one revision only.
 * The list sorts by its `sort` parameter; bulk actions change its rows (all or none).
 */
export function storyAdminApi({
  largeList = false,
  empty = false,
}: { largeList?: boolean; empty?: boolean } = {}) {
  let menu: AdminNavItem[] = empty
    ? []
    : [
        nav(1, 'Studium', 'Study', [nav(2, 'Bewerbung', 'Application')]),
        nav(3, 'Hochschule', 'University'),
        nav(4, 'Kontakt', 'Contact'),
      ];
  let listed = empty ? [] : storyRows.map((row) => ({ ...row, cells: { ...row.cells } }));
  /** The server's bulk action on the story rows: validated, all or none. */
  const bulkAnswer = (body: unknown): [unknown, number] => {
    const parsed = v.safeParse(adminBulkInputSchema, body);
    if (!parsed.success)
      return [{ detail: 'Invalid input.', errors: issuesToFieldErrors(parsed.issues) }, 400];
    const { action, ids } = parsed.output;
    if (ids.some((id) => !listed.some((row) => row.id === id)))
      return [{ detail: 'Invalid input.', errors: { '': ['admin.bulk.missing'] } }, 400];
    listed =
      action === 'delete'
        ? listed.filter((row) => !ids.includes(row.id))
        : listed.map((row) =>
            ids.includes(row.id)
              ? { ...row, cells: { ...row.cells, is_online: action === 'publish' } }
              : row,
          );
    return [{ action, count: new Set(ids).size }, 200];
  };
  const answer = (body: unknown, status = 200) =>
    status === 204 ? new Response(null, { status }) : Response.json(body, { status });
  return adminEndpoints({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://story.invalid');
      const path = url.pathname.replace(/^\/(de|en)\/api\/admin\//, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
      if (path.startsWith('options/'))
        return answer([
          { value: 1, label: 'Hochschule' },
          { value: 2, label: 'Musik' },
        ]);
      if (path.startsWith('navigation/')) {
        if (method === 'POST')
          menu = (body as { items: AdminNavItem[] }).items.map((item, index) => ({
            ...item,
            id: item.id ?? 100 + index,
          }));
        return answer({ items: menu });
      }
      if (path === 'dashboard/') return answer(filledDashboard);
      if (path === 'site-settings/') return answer(body ?? { header_behaviour: 'hide' });
      if (path.startsWith('newsletter/')) {
        if (method === 'DELETE') return answer(null, 204);
        if (empty) return answer({ count: 0, results: [] });
        return answer({
          count: 2,
          results: [
            {
              id: 1,
              email: 'erika@example.org',
              name: 'Erika',
              locale: 'de',
              confirmed: true,
              created_at: '2026-05-01T08:00:00.000Z',
            },
            {
              id: 2,
              email: 'max@example.org',
              name: 'Max',
              locale: 'en',
              confirmed: false,
              created_at: '2026-06-01T08:00:00.000Z',
            },
          ],
        });
      }
      const [, entity = 'news', id, sub] = /^entities\/(\w+)\/(\d+)?\/?(\w+)?/.exec(path) ?? [];
      const definition = entityDefinitions[entity as EntityName];
      if (sub === 'bulk') return answer(...bulkAnswer(body));
      if (method === 'DELETE') return answer(null, 204);
      // A restore answers the entry as restored (the stored one, for the story).
      if (path.endsWith('/restore/')) return answer(storedEntry(entity as EntityName, String(id)));
      if (sub === 'revisions') {
        const title = entryTitle(entity as EntityName, String(id));
        const revisions = [
          { id: 2, title, created_at: '2026-07-02T08:00:00.000Z', user: 'redaktion' },
          {
            id: 1,
            title: title.slice(0, 8),
            created_at: '2026-07-01T08:00:00.000Z',
            user: 'redaktion',
          },
        ];
        return answer(empty ? revisions.slice(1) : revisions);
      }
      if (method === 'POST') {
        const parsed = v.safeParse(entityInputSchema(definition), body);
        if (!parsed.success)
          return answer(
            { detail: 'Invalid input.', errors: issuesToFieldErrors(parsed.issues) },
            400,
          );
        return answer(
          {
            id: Number(id ?? 8),
            values: parsed.output,
            missing: missingTranslations(definition, parsed.output),
            urls: null,
          },
          id ? 200 : 201,
        );
      }
      // An entry that does not exist (deleted, or a made-up address).
      if (id === '404') return answer({ detail: 'Not found.' }, 404);
      if (id) return answer(storedEntry(entity as EntityName, id));
      if (entity !== 'news') {
        const rows = empty ? [] : storyLists[entity as Exclude<EntityName, 'news'>];
        return answer({ count: rows.length, more: false, page: 1, pages: 1, results: rows });
      }
      const sort = url.searchParams.get('sort') ?? '-published_at';
      const column = sort.replace(/^-/, '') as keyof StoryRow['cells'];
      const order = sort.startsWith('-') ? -1 : 1;
      const rows = [...listed].sort(
        (a, b) => order * String(a.cells[column]).localeCompare(String(b.cells[column])),
      );
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const results = rows.filter((row) => row.title.toLowerCase().includes(search));
      if (largeList) return answer({ count: 125, more: true, page: 1, pages: 5, results });
      return answer({ count: results.length, more: false, page: 1, pages: 1, results });
    },
  });
}

/** The story API, but `method` never answers (its loading state stays). */
export function storyApiPending(method: keyof AdminApi): AdminApi {
  return { ...storyAdminApi(), [method]: () => new Promise(() => undefined) };
}

/** The story API, but `method` fails as an unreachable server does. */
export function storyApiFailing(method: keyof AdminApi): AdminApi {
  return { ...storyAdminApi(), [method]: () => Promise.reject(new TypeError('Failed to fetch')) };
}
