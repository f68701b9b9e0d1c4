import { expect, test } from '@playwright/test';
import { startScaleOutCluster, type ScaleOutCluster } from '../support/scale-out-cluster';

/** DESIGN.md 4: several hosts share one cache over Redis, several content APIs one PostgreSQL. */
const base = Number(process.env['E2E_SCALE_OUT_PORT'] ?? 3210);
const editor = { username: 'redaktion', password: 'aula-demo-2026' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let cluster: ScaleOutCluster;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startScaleOutCluster(base);
});
test.afterAll(async () => cluster?.stop());

/** A minimal editor session against one host: its cookies, and POST with the CSRF token. */
async function editorSession(host: string) {
  const cookies = new Map<string, string>();
  const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      origin: host,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const token = cookies.get('csrftoken');
    if (token) headers['x-csrftoken'] = token;
    const response = await fetch(`${host}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  await call('/de/pageeditor-api/user');
  expect((await call('/de/pageeditor-api/login/', { method: 'POST', body: editor })).ok).toBe(true);
  return call;
}

const visit = async (host: string, path: string) => {
  const response = await fetch(`${host}${path}`);
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    copy: response.headers.get('x-aula-page-copy'),
    html: await response.text(),
  };
};

test('an edit saved through one host is visible at once on the other, and both serve one shared cache', async () => {
  const [web1, web2] = cluster.hosts.map((host) => host.url) as [string, string];
  const page = '/de/tag-der-kuenste';
  // The second host serves what the first one rendered and stored: one cache for both.
  expect((await visit(web1, page)).status).toBe(200);
  expect((await visit(web2, page)).cache).toBe('HIT');

  const call = await editorSession(web1);
  const content = (await (await call('/de/pageeditor-api/page/tag-der-kuenste')).json()) as {
    modules: {
      columns: { children: { id: number; model: string; parent: number; version: number }[] }[];
    }[];
  };
  const block = content.modules
    .flatMap((module) => module.columns.flatMap((column) => column.children))
    .find((module) => module.model === 'TextModule');
  if (!block) throw new Error('no text block');
  // DESIGN.md 5: a page the saves do not touch keeps its copy on the other host (per-tag clears).
  const untouched = '/de/neuigkeiten';
  await visit(web2, untouched);
  expect((await visit(web2, untouched)).copy).toBe('HIT');
  for (let round = 0; round < 5; round++) {
    const text = `Auf allen Hosts sichtbar ${Date.now()}-${round}`;
    const body = {
      model: 'TextModule',
      content: `<p>${text}</p>`,
      anchor: '',
      show_more: false,
      add_additional_space: false,
      parent: block.parent,
      version: block.version + round,
    };
    const saved = await call(`/de/pageeditor-api/module/${block.id}/`, { method: 'POST', body });
    expect(saved.ok, await saved.clone().text()).toBe(true);
    expect((await visit(web2, page)).html).toContain(text);
    expect((await visit(web1, page)).html).toContain(text);
    // Both hosts now answer from their copies, which the next save through the first host must drop
    // on both. Polled: a render the save's announcement overlapped is not kept (read after save).
    await expect.poll(async () => (await visit(web2, page)).copy).toBe('HIT');
    await expect.poll(async () => (await visit(web1, page)).copy).toBe('HIT');
    expect((await visit(web2, untouched)).copy).toBe('HIT');
  }
});

test('a page published through one host is found at once on the other (content-path caches cleared everywhere)', async () => {
  const [web1, web2] = cluster.hosts.map((host) => host.url) as [string, string];
  expect((await visit(web2, '/de/entwurf')).status).toBe(404);
  const call = await editorSession(web1);
  const { id } = (await (await call('/de/pageeditor-api/page/entwurf')).json()) as { id: number };
  const settingsUrl = `/de/pageeditor-api/page/${id}/settings/`;
  const current = (await (await call(settingsUrl)).json()) as {
    title: string;
    headline: string;
    in_menu: boolean;
    in_footer: boolean;
    version: number;
  };
  const { title, headline, in_menu, in_footer, version } = current;
  const published = await call(settingsUrl, {
    method: 'POST',
    body: { title, headline, in_menu, in_footer, version, is_online: true, og_image: null },
  });
  expect(published.ok, await published.clone().text()).toBe(true);
  expect((await visit(web2, '/de/entwurf')).status).toBe(200);
});

test('with one host stopped the other serves; with Redis stopped pages are rendered, never errors', async () => {
  const [first, second] = cluster.hosts;
  await first.stop();
  for (const path of ['/de', '/de/neuigkeiten', '/de/tag-der-kuenste', '/en/news'])
    expect((await visit(second.url, path)).status, path).toBe(200);

  await cluster.redis.stop();
  for (const path of [
    '/de',
    '/de/neuigkeiten',
    '/de/tag-der-kuenste',
    '/en/news',
    '/de/veranstaltungen',
  ]) {
    const answer = await visit(second.url, path);
    expect(answer.status, path).toBe(200);
    expect(answer.html).not.toContain('An error occurred');
  }
  // Writes still reach visitors: without a cache every page is rendered afresh.
  const call = await editorSession(second.url);
  const content = (await (await call('/de/pageeditor-api/page/tag-der-kuenste')).json()) as {
    modules: {
      columns: { children: { id: number; model: string; parent: number; version: number }[] }[];
    }[];
  };
  const block = content.modules
    .flatMap((module) => module.columns.flatMap((column) => column.children))
    .find((module) => module.model === 'TextModule');
  if (!block) throw new Error('no text block');
  const text = `Ohne Redis gespeichert ${Date.now()}`;
  const body = {
    model: 'TextModule',
    content: `<p>${text}</p>`,
    anchor: '',
    show_more: false,
    add_additional_space: false,
    parent: block.parent,
    version: block.version,
  };
  expect((await call(`/de/pageeditor-api/module/${block.id}/`, { method: 'POST', body })).ok).toBe(
    true,
  );
  expect((await visit(second.url, '/de/tag-der-kuenste')).html).toContain(text);
});
