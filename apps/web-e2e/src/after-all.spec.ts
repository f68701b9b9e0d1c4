import { type APIRequestContext, expect, test } from '@playwright/test';

/** The switch in front of the content API (support/api-switch.mjs); see playwright.config.ts. */
const apiSwitch = `http://127.0.0.1:${Number(process.env['E2E_SWITCH_PORT'] ?? Number(process.env['E2E_API_PORT'] ?? 3201) + 1)}/__switch`;

/** DESIGN.md 3: the demo editor of the seed. */
const editor = { username: 'redaktion', password: 'aula-demo-2026' };

// These tests change what every other test relies on: one at a time, after all the others.
test.describe.configure({ mode: 'serial' });

async function loginEditor(request: APIRequestContext): Promise<() => Promise<string>> {
  const token = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ??
    '';
  await request.get('/de/pageeditor-api/user');
  expect(
    (
      await request.post('/de/pageeditor-api/login/', {
        data: editor,
        headers: { 'X-CSRFToken': await token() },
      })
    ).ok(),
  ).toBe(true);
  return token;
}

/**
 * spec 2, DESIGN.md 5: an editor publishes a page and takes it offline again; visitors see each
 * change at once.
 */
test('publishing and unpublishing a page is seen by the next visitor at once', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const editorRequest = await playwright.request.newContext({ baseURL });
  try {
    // The lookup of the path is now known (and kept) as "no page".
    expect((await visitor.get('/de/entwurf')).status()).toBe(404);
    expect((await visitor.get('/de/entwurf')).status()).toBe(404);

    const token = await loginEditor(editorRequest);
    const { id } = (await (await editorRequest.get('/de/pageeditor-api/page/entwurf')).json()) as {
      id: number;
    };
    const settingsUrl = `/de/pageeditor-api/page/${id}/settings/`;
    const change = async (isOnline: boolean) => {
      const current = (await (await editorRequest.get(settingsUrl)).json()) as {
        title: string;
        headline: string;
        in_menu: boolean;
        in_footer: boolean;
        version: number;
      };
      const { title, headline, in_menu, in_footer, version } = current;
      const data = {
        title,
        headline,
        in_menu,
        in_footer,
        version,
        is_online: isOnline,
        og_image: null,
      };
      const answer = await editorRequest.post(settingsUrl, {
        data,
        headers: { 'X-CSRFToken': await token() },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    };

    await change(true);
    const published = await visitor.get('/de/entwurf');
    expect(published.status()).toBe(200);
    expect(await published.text()).toContain('Dieser Text ist noch nicht öffentlich.');

    await change(false);
    expect((await visitor.get('/de/entwurf')).status()).toBe(404);
  } finally {
    await visitor.dispose();
    await editorRequest.dispose();
  }
});

/** spec 2, DESIGN.md 5: the content API goes down and comes back while visitors use the site. */
test('with the content API down, cached pages are still served, others show the error page, and the site recovers', async ({
  page,
  request,
}) => {
  await request.get('/en/news');
  expect((await request.get('/en/news')).headers()['x-nextjs-cache']).toBe('HIT');

  expect((await request.post(`${apiSwitch}/down`)).ok()).toBe(true);
  try {
    expect((await page.goto('/en/news'))?.status()).toBe(200);
    await expect(page.getByTestId('news-results').getByRole('article')).toHaveCount(12);

    // Search answers are never cached: the translated error page, no stack trace.
    expect((await page.goto('/en/search?q=concert'))?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('An error occurred');
    await expect(page.locator('body')).not.toContainText('at async');
  } finally {
    await request.post(`${apiSwitch}/up`);
  }

  // Nothing to restart: the next request reaches the API again.
  expect((await page.goto('/en/search?q=concert'))?.status()).toBe(200);
  await expect(page.getByTestId('search-events')).toBeVisible();
});

/**
 * Spec 4: concurrent visitors of a page not in the cache: the host asks the content API for it
 * once to find the page (the proxy's lookup) and once to render it, not once per visitor.
 */
test('concurrent requests for a page not in the cache ask the content API for it once each', async ({
  request,
}) => {
  const secret = process.env['REVALIDATE_SECRET'] ?? 'e2e-revalidate-secret';
  const dropped = await request.post('/api/revalidate', {
    data: { tags: ['page-path-en-alumni'] },
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(dropped.ok()).toBe(true);
  expect((await request.post(`${apiSwitch}/count/reset`)).ok()).toBe(true);

  const answers = await Promise.all([0, 1, 2, 3, 4].map(() => request.get('/en/alumni')));
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 200]);
  const asked = await request.get(`${apiSwitch}/count?path=/en/pageeditor-api/page/alumni`);
  expect(Number(await asked.text())).toBe(2);
});

/**
 * Spec 8: a content page whose request fails shows the 404 page with status 404, never stored:
 * once the API is back the next request gets the page. A page the proxy found before (DESIGN.md
 * 5) is still served from the page cache meanwhile, even after a write cleared the lookups.
 */
test('with the content API down, a content page not in the cache is not found, uncached, and comes back', async ({
  page,
  request,
}) => {
  expect((await request.get('/en/alumni')).status()).toBe(200);
  // Its path is known to the proxy; its page is then dropped from the cache (as after an edit).
  expect((await request.get('/en/continuing-education')).status()).toBe(200);
  const secret = process.env['REVALIDATE_SECRET'] ?? 'e2e-revalidate-secret';
  const dropped = await request.post('/api/revalidate', {
    data: { tags: ['page-path-en-continuing-education'] },
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(dropped.ok()).toBe(true);

  expect((await request.post(`${apiSwitch}/down`)).ok()).toBe(true);
  try {
    expect((await request.get('/en/alumni')).status()).toBe(200);
    const failed = await page.goto('/en/continuing-education');
    expect(failed?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    await expect(page.locator('body')).not.toContainText('at async');
  } finally {
    await request.post(`${apiSwitch}/up`);
  }

  const back = await request.get('/en/continuing-education');
  expect(back.status()).toBe(200);
  expect(await back.text()).toContain('<h1');
});

/**
 * A degraded page is never cached: a page rendered while the content API is away (starting,
 * seeding, down) lost its data; it must never be stored as the visitor copy. The home page's news
 * are dropped from the cache (as after an edit), the API goes away, a visitor asks for /de; once
 * the API is back the very next request has the events and news: no timer, no stale empty page.
 */
test('a page rendered while the content API is away is never cached: the next request after it is back is whole', async ({
  request,
}) => {
  const secret = process.env['REVALIDATE_SECRET'] ?? 'e2e-revalidate-secret';
  const dropped = await request.post('/api/revalidate', {
    data: { tags: ['news-list', 'events-list'] },
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(dropped.ok()).toBe(true);

  expect((await request.post(`${apiSwitch}/down`)).ok()).toBe(true);
  try {
    const away = await request.get('/de');
    if (away.status() === 200) {
      // Only the previous good copy may be served as a page...
      expect(await away.text()).toContain('data-testid="home-news"');
    } else {
      // ...otherwise the error page, which no cache may keep.
      expect(away.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|max-age=0/);
    }
  } finally {
    await request.post(`${apiSwitch}/up`);
  }

  const whole = await request.get('/de');
  expect(whole.status()).toBe(200);
  const html = await whole.text();
  expect(html).toContain('data-testid="home-events"');
  expect(html).toContain('data-testid="home-news"');
});
