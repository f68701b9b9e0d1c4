import { expect, type APIRequestContext, test } from '@playwright/test';
import { csrfToken, saveText, textBlock, type TextBlock } from './text-blocks';

/** DESIGN.md 3/5: the demo editor of the seed, the CSRF cookie and header names. */
const editor = { username: 'redaktion', password: 'aula-demo-2026' };

/**
 * DESIGN.md 5: one address per visitor screen of the route table (libs/routing route-table.ts), in
 * both languages, and a content-managed page. The search is left out: its answers are rendered per
 * request (every `?q=` is another document, DESIGN.md 5).
 */
const visitorScreens: Record<string, readonly [string, string]> = {
  home: ['/de', '/en'],
  applicationOverview: ['/de/bewerbung', '/en/application'],
  applicationDetail: [
    '/de/bewerbung/bewerbung-instrumentalmusik/1',
    '/en/application/application-instrumental-music/1',
  ],
  microsites: ['/de/microsites', '/en/microsites'],
  newsList: ['/de/neuigkeiten', '/en/news'],
  newsDetail: ['/de/neuigkeiten/abschlussausstellung-1/1', '/en/news/graduate-exhibition-1/1'],
  newsletter: ['/de/newsletter', '/en/newsletter'],
  personList: ['/de/personen', '/en/person'],
  personDetail: ['/de/personen/anna-bauer-25/25', '/en/person/anna-bauer-25/25'],
  press: ['/de/presse', '/en/press'],
  pressReleaseList: ['/de/pressemitteilungen', '/en/press-releases'],
  pressReleaseDetail: [
    '/de/pressemitteilungen/pressemitteilung-1/1',
    '/en/press-releases/press-release-1/1',
  ],
  studyOverview: ['/de/studium', '/en/study'],
  guestAuditors: ['/de/studium/gasthoererschaft', '/en/study/guest-auditors'],
  faculty: ['/de/studium/musik', '/en/study/music'],
  studyProgramme: ['/de/studium/musik/instrumentalmusik/1', '/en/study/music/instrumental-music/1'],
  studySubject: [
    '/de/studium/musik/instrumentalmusik/1/klavier/1',
    '/en/study/music/instrumental-music/1/piano/1',
  ],
  eventList: ['/de/veranstaltungen', '/en/events'],
  eventDetail: ['/de/veranstaltungen/semesterkonzert-25/25', '/en/events/semester-concert-25/25'],
  contentPage: ['/de/bloecke', '/en/blocks'],
};

/**
 * The cache state of a visitor's request made right after another one for the same page: HIT,
 * or STALE for a copy stored more than the layout's 300 s ago (other specs cache the same pages
 * early in a run), which is rendered again in the background: then HIT once that is stored.
 */
async function cacheStateAgain(request: APIRequestContext, path: string): Promise<string> {
  const again = await request.get(path, { headers: { cookie: '' } });
  let cache =
    again.headers()['x-nextjs-cache'] ?? `no x-nextjs-cache, ${again.headers()['cache-control']}`;
  if (cache === 'STALE') {
    await expect
      .poll(
        async () =>
          (cache =
            (await request.get(path, { headers: { cookie: '' } })).headers()['x-nextjs-cache'] ??
            'none'),
        { message: path, timeout: 30_000 },
      )
      .toBe('HIT');
  }
  return cache;
}

test.describe('cached pages and revalidation (DESIGN.md 5)', () => {
  test('POST /api/revalidate refuses a request without the shared secret', async ({ request }) => {
    const missing = await request.post('/api/revalidate', { data: { tags: ['page-1'] } });
    expect(missing.status()).toBe(401);
    const wrong = await request.post('/api/revalidate', {
      data: { tags: ['page-1'] },
      headers: { authorization: 'Bearer wrong' },
    });
    expect(wrong.status()).toBe(401);
  });

  test('every visitor screen is served from the full-route cache the second time', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const uncached: string[] = [];
    for (const path of Object.values(visitorScreens).flat()) {
      const first = await request.get(path, { headers: { cookie: '' } });
      expect(first.status(), path).toBe(200);
      const cache = await cacheStateAgain(request, path);
      if (cache !== 'HIT') uncached.push(`${path}: ${cache}`);
    }
    expect(uncached).toEqual([]);
  });

  test("a visitor's repeat request gets the host's page copy, kept through others' writes", async ({
    request,
  }, testInfo) => {
    // A query of its own (one the screen does not read): no other test asks for this copy.
    const path = `/en/microsites?copy-test=${testInfo.project.name}`;
    const visit = () => request.get(path, { headers: { cookie: '' } });
    // Polled: other specs' saves, announced meanwhile, drop the copies too.
    await expect
      .poll(async () => (await visit()).headers()['x-aula-page-copy'], { timeout: 15_000 })
      .toBe('HIT');
    const copy = await visit();
    expect(copy.status()).toBe(200);
    expect(await copy.text()).toContain('<h1');
    // A browser revalidating the page it holds gets a 304 from the copy, with the page's ETag
    // (polled like the copy: a save announced meanwhile sends it to Next.js once).
    const etag = copy.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    const revalidate = () => request.get(path, { headers: { cookie: '', 'if-none-match': etag } });
    await expect
      .poll(
        async () => {
          const answer = await revalidate();
          return `${answer.status()} ${answer.headers()['x-aula-page-copy']} ${answer.headers()['etag']}`;
        },
        { timeout: 15_000 },
      )
      .toBe(`304 HIT ${etag}`);
    // Never for an editor's session or a hard reload.
    expect(
      (await request.get(path, { headers: { cookie: 'sessionid=unknown-session' } })).headers()[
        'x-aula-page-copy'
      ],
    ).toBeUndefined();
    expect(
      (await request.get(path, { headers: { cookie: '', 'cache-control': 'no-cache' } })).headers()[
        'x-aula-page-copy'
      ],
    ).toBeUndefined();
    // A write announced with tags this page does not carry leaves its copy, as Next.js's cache
    // keeps its entry (a save's own copies go: the next test).
    const secret = process.env['REVALIDATE_SECRET'] ?? 'e2e-revalidate-secret';
    expect(
      (
        await request.post('/api/revalidate', {
          data: { tags: ['tag-no-page-reads'] },
          headers: { authorization: `Bearer ${secret}` },
        })
      ).ok(),
    ).toBe(true);
    expect((await visit()).headers()['x-aula-page-copy']).toBe('HIT');
  });

  test("a save drops the copies of the page it changed and keeps another page's copy", async ({
    request,
    playwright,
    baseURL,
  }, testInfo) => {
    // Queries of their own (the screens do not read them): no other test asks for these copies.
    const saved = `/de/tag-der-kuenste?copy-tag-test=${testInfo.project.name}`;
    const kept = `/en/microsites?copy-tag-test=${testInfo.project.name}`;
    const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const copyOf = async (path: string) =>
      (await visitor.get(path, { headers: { cookie: '' } })).headers()['x-aula-page-copy'];
    await request.get('/de/pageeditor-api/user');
    const login = await request.post('/de/pageeditor-api/login/', {
      data: editor,
      headers: { 'X-CSRFToken': await csrfToken(request) },
    });
    expect(login.ok()).toBe(true);
    // Repeated until one round passes: another test's save of the same block (a version conflict)
    // or an announced write touching both pages may come in between.
    await expect(async () => {
      for (const path of [saved, kept]) {
        await copyOf(path);
        expect(await copyOf(path), path).toBe('HIT');
      }
      // The editor saves the page's text block as it is: a save, announced with its tags.
      const block = (await textBlock(request, 'de', 'tag-der-kuenste')) as TextBlock &
        Record<string, unknown>;
      const update = await request.post(`/de/pageeditor-api/module/${block.id}/`, {
        data: {
          model: 'TextModule',
          content: block['content'],
          anchor: block['anchor'] ?? '',
          show_more: block['show_more'] ?? false,
          add_additional_space: block['add_additional_space'] ?? false,
          parent: block.parent,
          version: block.version,
        },
        headers: { 'X-CSRFToken': await csrfToken(request) },
      });
      expect(update.ok(), await update.text()).toBe(true);
      expect(await copyOf(saved), saved).toBeUndefined();
      expect(await copyOf(kept), kept).toBe('HIT');
    }).toPass({ timeout: 60_000 });
    await visitor.dispose();
  });

  test('the search is rendered per request, every query afresh (DESIGN.md 5)', async ({
    request,
  }) => {
    for (const path of ['/de/search?q=konzert', '/en/search']) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.status(), path).toBe(200);
      expect(again.headers()['x-nextjs-cache'], path).toBeUndefined();
      expect(again.headers()['cache-control'], path).toContain('no-store');
    }
  });

  test('visitor pages come from the full-route cache, one entry per shared filter URL', async ({
    request,
  }) => {
    for (const path of [
      '/en/news?category=music&page=2',
      '/de/bloecke',
      '/en/person?search=bauer',
    ]) {
      // The first request may render the page; the second must be the stored one.
      expect((await request.get(path)).status(), path).toBe(200);
      expect(await cacheStateAgain(request, path), path).toBe('HIT');
    }
    // Parameters a list does not read are not part of the cache key.
    expect(
      (await request.get('/en/news?category=music&page=2&utm_source=mail')).headers()[
        'x-nextjs-cache'
      ],
    ).toBe('HIT');
  });

  test('only a confirmed editor bypasses the visitor cache (DESIGN.md 8; editor-render.spec.ts)', async ({
    request,
  }) => {
    // A session cookie the content API does not confirm is a visitor's: the cached page.
    await request.get('/de/bloecke');
    const withSession = await request.get('/de/bloecke', {
      headers: { cookie: 'sessionid=unknown-session' },
    });
    expect(withSession.status()).toBe(200);
    expect(withSession.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('on the cached static screens an editor still gets the uncached draft-mode render', async ({
    page,
  }) => {
    for (const path of ['/de/presse', '/en/newsletter']) await page.request.get(path);
    await page.request.get('/de/pageeditor-api/user');
    const login = await page.request.post('/de/pageeditor-api/login/', {
      data: editor,
      headers: { 'X-CSRFToken': await csrfToken(page.request) },
    });
    expect(login.ok()).toBe(true);
    for (const [path, slug] of [
      ['/de/presse', 'press-intro'],
      ['/en/newsletter', 'newsletter-intro'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control'], path).toContain('no-store');
      // The editor's view: the screen's slot marked for editing (a visitor's copy has no data-aula-*).
      await expect(page.locator(`main [data-aula-slug="${slug}"]`), path).toHaveCount(1);
    }
  });

  test('an edit through the content API is visible on the cached page right after', async ({
    page,
    request,
  }, testInfo) => {
    const text = `Bearbeitet im Test ${testInfo.project.name} ${Date.now()}`;
    // A visitor loads the page: its data is now in the cache.
    await page.goto('/de/tag-der-kuenste');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag der Künste');
    await page.reload();
    await expect(page.locator('main')).not.toContainText(text);

    // The demo editor logs in and changes the page's text block (CSRF token from the cookie).
    await request.get('/de/pageeditor-api/user');
    const login = await request.post('/de/pageeditor-api/login/', {
      data: editor,
      headers: { 'X-CSRFToken': await csrfToken(request) },
    });
    expect(login.ok()).toBe(true);
    const block = await textBlock(request, 'de', 'tag-der-kuenste');
    const update = await saveText(request, 'de', block, `<p>${text}</p>`);
    expect(update.ok()).toBe(true);

    // The next visitor (no session) sees the edit at once.
    await page.reload();
    await expect(page.locator('main')).toContainText(text);
  });

  test('an unpublished page is shown uncached to the editor only, never to a visitor after', async ({
    page,
  }) => {
    expect((await page.goto('/de/entwurf'))?.status()).toBe(404);
    await page.request.get('/de/pageeditor-api/user');
    const login = await page.request.post('/de/pageeditor-api/login/', {
      data: editor,
      headers: { 'X-CSRFToken': await csrfToken(page.request) },
    });
    expect(login.ok()).toBe(true);
    expect((await page.goto('/de/entwurf'))?.status()).toBe(200);
    await expect(page.locator('main')).toContainText('Dieser Text ist noch nicht öffentlich.');
    await page.context().clearCookies();
    expect((await page.goto('/de/entwurf'))?.status()).toBe(404);
  });
});
