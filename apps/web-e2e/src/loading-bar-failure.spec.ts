import { expect, test } from '@playwright/test';
import { openSearch } from './search-box';

/**
 * spec 4, 8: a navigation that fails leaves the loading bar failed and shows the error page.
 * The failure is the browser's: the connection drops halfway through the search page's answer
 * (the router's RSC request), so the page cannot be built from what arrived.
 */
test('a navigation whose answer breaks off marks the loading bar failed and shows the error page', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/en/search',
    async (route) => {
      if (route.request().headers()['rsc'] !== '1') return route.continue();
      const response = await route.fetch();
      const body = await response.body();
      await route.fulfill({ response, body: body.subarray(0, Math.floor(body.length / 3)) });
    },
  );
  await page.goto('/en/news');
  await (await openSearch(page, 'en')).fill('concert');
  await page.keyboard.press('Enter');

  // The answer broke off before even the layout arrived: the last fallback's error page.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('An error occurred');
  await expect(page).toHaveURL(/\/en\/search\?q=concert$/);
  const bar = page.getByRole('progressbar', { name: 'The page could not be loaded.' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-failed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'The page could not be loaded.' }),
  ).toBeVisible();
});
