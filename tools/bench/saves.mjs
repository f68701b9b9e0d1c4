// Editor saves through the host, one after another as an editor makes them, each followed by an
// anonymous visitor's load of the page: the save's latency (revalidation included) and whether
// the next visitor saw the edit.
import { latencyOf } from './measure.mjs';

const editor = { username: 'redaktion', password: 'aula-demo-2026' };
const pagePath = '/de/tag-der-kuenste';

/** A tiny cookie jar for one editor session. */
function session(web) {
  const cookies = new Map();
  const call = async (path, init = {}) => {
    const headers = {
      ...init.headers,
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      origin: web,
    };
    if (cookies.has('csrftoken')) headers['x-csrftoken'] = cookies.get('csrftoken');
    const response = await fetch(`${web}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
  return call;
}

/** `count` section saves on the seed's "Tag der Künste" page. */
export async function measureSaves(web, count) {
  const call = session(web);
  await (await call('/de/pageeditor-api/user')).arrayBuffer();
  const login = await call('/de/pageeditor-api/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  });
  if (!login.ok) return { error: `login answered ${login.status}` };
  const page = await (await call('/de/pageeditor-api/page/tag-der-kuenste')).json();
  let block = page.modules
    .flatMap((module) => module.columns.flatMap((column) => column.children))
    .find((module) => module.model === 'TextModule');
  if (!block) return { error: 'no text block' };
  // The visitor cache holds the page before the first save.
  await fetch(`${web}${pagePath}`).then((response) => response.arrayBuffer());
  const latencies = [];
  let stale = 0;
  let failed = 0;
  for (let index = 0; index < count; index++) {
    const text = `Benchmark-Speicherung ${Date.now()}-${index}`;
    const body = {
      model: 'TextModule',
      content: `<p>${text}</p>`,
      anchor: '',
      show_more: false,
      add_additional_space: false,
      parent: block.parent,
      version: block.version,
    };
    const begin = performance.now();
    const response = await call(`/de/pageeditor-api/module/${block.id}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const saved = await response.json().catch(() => null);
    latencies.push(performance.now() - begin);
    if (!response.ok || !saved) {
      failed++;
      break;
    }
    block = saved;
    const html = await fetch(`${web}${pagePath}`).then((visitor) => visitor.text());
    if (!html.includes(text)) stale++;
  }
  return { ...latencyOf(latencies), failed, staleReadsAfterSave: stale };
}
