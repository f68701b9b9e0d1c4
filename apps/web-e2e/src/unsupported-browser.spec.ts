import { expect, test } from '@playwright/test';

/** spec 8: browsers older than the build's targets get a short notice, not a block. */
const chrome60 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36';
const chrome131 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.describe('an outdated browser', () => {
  test.use({ userAgent: chrome60 });

  test('sees the notice in its language, can dismiss it, and it stays dismissed', async ({
    page,
  }) => {
    await page.goto('/de/neuigkeiten');
    const notice = page.getByRole('complementary', { name: 'Ihr Browser ist veraltet' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Bitte aktualisieren Sie Ihren Browser.');
    // A notice, not a block: the page is there.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await notice.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(notice).toBeHidden();
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Your browser is out of date' }),
    ).toBeHidden();
  });
});

test.describe('a current browser', () => {
  test.use({ userAgent: chrome131 });

  test('sees no notice', async ({ page }) => {
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The notice is in every page's HTML (the same for everyone, so pages stay cacheable), hidden.
    await expect(page.locator('#aula-browser-notice')).toHaveCount(1);
    await expect(page.locator('#aula-browser-notice')).toBeHidden();
  });
});
