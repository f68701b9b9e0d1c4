import { expect, test } from '@playwright/test';

/** DESIGN.md 2: paths below a language that are not screens (demo content of the content API). */
test.describe('content-managed pages and stored redirects', () => {
  test('a page renders with its own path in the other language as alternate', async ({ page }) => {
    const response = await page.goto('/de/hochschule');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hochschule');
    await expect(page).toHaveTitle('Hochschule | Aula');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/university$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/de\/hochschule$/,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  });

  test('a stored redirect answers 301 with its new path', async ({ request }) => {
    for (const [path, target] of [
      ['/de/alte-seite', '/de/hochschule/leitbild'],
      ['/en/old-page', '/en/university/mission'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location'], path).toBe(target);
    }
  });
});
