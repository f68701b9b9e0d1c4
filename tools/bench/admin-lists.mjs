// DESIGN.md 9: the admin area's list pages on the small seed and on `--scale 100`: what a list page
// waits for is its list call (the page itself is the same client app whatever the seed), so
// these are measured on the content API with an editor's session, like `api.mjs`'s lists.
import { load } from './measure.mjs';

const editor = { username: 'redaktion@aula.example', password: 'aula-demo-2026' };

/** The `Cookie` header of a logged-in editor (the demo account of the seed). */
async function editorCookie(api) {
  const first = await fetch(`${api}/de/pageeditor-api/user`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${api}/de/pageeditor-api/login/`, {
    method: 'POST',
    headers: {
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
      'content-type': 'application/json',
    },
    body: JSON.stringify(editor),
  });
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!login.ok) throw new Error(`admin bench: login answered ${login.status}`);
  return cookies.join('; ');
}

/** The admin lists (first page, a deep page, search, filters, sort) keyed like `api.mjs`'s lists. */
export async function measureAdminLists(api) {
  const headers = { cookie: await editorCookie(api) };
  const first = await (await fetch(`${api}/de/api/admin/entities/news/`, { headers })).json();
  const paths = {
    'admin news first page': '/de/api/admin/entities/news/',
    'admin news page 40': `/de/api/admin/entities/news/?page=${Math.min(40, first.pages ?? 1)}`,
    'admin news search': '/de/api/admin/entities/news/?search=konzert',
    'admin news offline, by title': '/de/api/admin/entities/news/?published=false&sort=title',
    'admin news date range': '/de/api/admin/entities/news/?since=2025-01-01&until=2025-12-31',
    'admin events first page': '/de/api/admin/entities/event/',
    'admin persons first page': '/de/api/admin/entities/person/',
    'admin persons search': '/de/api/admin/entities/person/?search=mu',
  };
  const lists = {};
  for (const [name, path] of Object.entries(paths))
    lists[name] = { path, ...(await load(`${api}${path}`, { headers })) };
  return lists;
}
