import { expect, request as playwrightRequest, test } from '@playwright/test';
import { apiLogIn, type LoginLang } from './admin-login';
import { saveText, textBlock, type TextBlock } from './text-blocks';

/** DESIGN.md 5: a save is visible to the very next anonymous visitor, every time. */

test('50 saves in a row, each visible to the next anonymous visitor at once', async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  // Each project edits its own page language, so the two never conflict.
  const [locale, path]: [LoginLang, string] =
    testInfo.project.name === 'phone'
      ? ['en', '/en/university/mission']
      : ['de', '/de/hochschule/leitbild'];
  await apiLogIn(request, locale);
  const visitor = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  const other = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  let block = await textBlock(request, locale, 'leitbild');
  const original = block.content ?? '<p></p>';
  // The page is in the visitor cache before the first save.
  expect((await visitor.get(path)).status()).toBe(200);
  const stale: number[] = [];
  try {
    for (let save = 1; save <= 50; save += 1) {
      const text = `Gespeichert ${testInfo.project.name} ${save} ${Date.now()}`;
      const saving = saveText(request, locale, block, `<p>${text}</p>`);
      // Another visitor loads the page while the save is under way: a render that may read the
      // content before the save and store it after the save's revalidation.
      const [answer] = await Promise.all([saving, other.get(path)]);
      expect(answer.status(), `save ${save}`).toBe(200);
      block = (await answer.json()) as TextBlock;
      const page = await visitor.get(path);
      expect(page.status()).toBe(200);
      if (!(await page.text()).includes(text)) stale.push(save);
    }
  } finally {
    await saveText(request, locale, block, original);
    await visitor.dispose();
    await other.dispose();
  }
  expect(stale, 'saves the next visitor did not see').toEqual([]);
});

test("a visitor's browser that holds the page shows a save on the next visit", async ({
  page,
  request,
}, testInfo) => {
  const [locale, path]: [LoginLang, string] =
    testInfo.project.name === 'phone' ? ['en', '/en/international'] : ['de', '/de/internationales'];
  await apiLogIn(request, locale);
  const block = await textBlock(request, locale, 'internationales');
  // A page browsers may keep: the test would prove nothing with one they may not.
  expect((await page.goto(path))?.headers()['cache-control']).toContain('s-maxage=');
  const text = `Beim nächsten Besuch ${testInfo.project.name} ${Date.now()}`;
  const saved = await saveText(request, locale, block, `<p>${text}</p>`);
  try {
    expect(saved.status()).toBe(200);
    // The browser holds the page from before the save; the next visit must not show it again.
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
  } finally {
    const current = (await saved.json()) as TextBlock;
    await saveText(request, locale, current, block.content ?? '<p></p>');
  }
});
