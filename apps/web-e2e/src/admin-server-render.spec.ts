import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogIn } from './admin-login';

/** The admin's loading text (admin.loading): a server-rendered screen never shows it first. */
const loading = 'Wird geladen';

/** Text as React writes it into HTML (text and attribute values). */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface AdminListAnswer {
  results: { id: number; title: string }[];
}

/** The first news entries of the admin list, as the content API answers the editor. */
async function firstNews(request: APIRequestContext) {
  const response = await request.get('/de/api/admin/entities/news/');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as AdminListAnswer;
  const [first, ...rest] = results;
  if (!first || rest.length === 0) throw new Error('the seed has news entries');
  return { first, entries: results.slice(0, 3) };
}

/** The HTML the host answers for an admin path with the editor's session (no script run). */
async function adminHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Hydration warnings and uncaught errors the page reports while it loads. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Production React reports a mismatch as minified errors 418-425 ("Hydration failed ...").
    if (
      /hydrat|did not match|client rendering|react\.dev\/errors\/4(18|19|2\d)/i.test(message.text())
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('admin: rendered on the server (DESIGN.md 9)', () => {
  test.setTimeout(90_000);

  test('list, change page and dashboard arrive in the first HTML with their data', async ({
    page,
  }) => {
    await adminLogIn(page, '/admin');
    const request = page.request;
    const { first, entries } = await firstNews(request);
    const list = await adminHtml(request, '/admin/news/news?lang=de');
    for (const entry of entries) expect(list).toContain(inHtml(entry.title));
    expect(list).not.toContain(loading);

    const entry = await request.get(`/de/api/admin/entities/news/${first.id}/`);
    const { values } = (await entry.json()) as { values: Record<string, unknown> };
    const change = await adminHtml(request, `/admin/news/news/${first.id}/change?lang=de`);
    expect(change).toContain(`value="${inHtml(String(values['title_de']))}"`);
    expect(change).toContain(`value="${inHtml(String(values['slug_de']))}"`);
    expect(change).not.toContain(loading);

    // The change page of an entry that does not exist: status 404 from the same prefetch.
    const missing = await request.get('/admin/news/news/987654321/change?lang=de');
    expect(missing.status()).toBe(404);

    const dashboard = await adminHtml(request, '/admin?lang=de');
    expect(dashboard).toContain('<h1>Übersicht</h1>');
    expect(dashboard).not.toContain(loading);
  });

  test('without JavaScript the list shows its rows and the change page its fields', async ({
    page,
    browser,
  }) => {
    await adminLogIn(page, '/admin');
    const { first, entries } = await firstNews(page.request);
    const session = await page.context().storageState();
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: session });
    const plain = await noScript.newPage();
    await plain.goto('/admin/news/news?lang=de');
    await expect(plain.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible();
    for (const entry of entries)
      await expect(plain.getByRole('link', { name: entry.title, exact: true })).toBeVisible();
    await expect(plain.getByText(loading)).toHaveCount(0);
    await plain.getByRole('link', { name: first.title, exact: true }).click();
    await expect(plain).toHaveURL(/\/admin\/news\/news\/\d+\/change\?lang=de$/);
    await expect(plain.getByRole('textbox').first()).not.toHaveValue('');
    await noScript.close();
  });

  test('hydrates without warnings: the list and the change page work after load', async ({
    page,
  }) => {
    await adminLogIn(page, '/admin');
    const problems = hydrationProblems(page);
    await page.goto('/admin/news/news?lang=de');
    const rowLink = page.getByRole('main').getByRole('link', { name: /\S/ }).first();
    await expect(rowLink).toBeVisible();
    const { first } = await firstNews(page.request);
    await page.goto(`/admin/news/news/${first.id}/change?lang=de`);
    // CKEditor is client-only: it replaces the server's loading note once the page hydrated.
    await expect(page.locator('.ck-editor__editable').first()).toBeVisible({ timeout: 30_000 });
    // A missing entry (404): its state at once, without loading the entry again.
    await page.goto('/admin/news/news/987654321/change?lang=de');
    await expect(page.getByText('Diesen Eintrag gibt es nicht (mehr).')).toBeVisible();
    await expect(page.getByText(loading)).toHaveCount(0);
    await page.goto('/admin?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    // React reports a mismatch between server HTML and the first client render as it hydrates.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
