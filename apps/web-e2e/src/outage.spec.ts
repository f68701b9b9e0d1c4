import { expect, test } from '@playwright/test';

/** The switch in front of the content API (support/api-switch.mjs); see playwright.config.ts. */
const apiSwitch = `http://127.0.0.1:${Number(process.env['E2E_SWITCH_PORT'] ?? Number(process.env['E2E_API_PORT'] ?? 3201) + 1)}/__switch`;

/** issue 8 / DESIGN.md 5: the content API goes down and comes back while visitors use the site. */
test('with the content API down, cached pages are still served, others show the error page, and the site recovers', async ({ page, request }) => {
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
