import { expect, test } from '@playwright/test';

test.describe('news list', () => {
  test('German list shows the seeded news, newest first', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    await expect(page).toHaveTitle('Neuigkeiten | Aula');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neuigkeiten');
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(12);
    await expect(titles.first()).toHaveText('Abschlussausstellung Nr. 1');
  });

  test('English list shows English titles and loads more', async ({ page }) => {
    await page.goto('/en/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Graduate exhibition no. 1' })).toHaveAttribute(
      'href',
      '/en/news/graduate-exhibition-1/1',
    );
    const nextPage = page.waitForResponse((response) =>
      response.url().endsWith('/en/api/news/?page=2'),
    );
    await page.getByRole('button', { name: 'Load more' }).click();
    // The next page comes from the content API through the host, not as a new document.
    expect((await nextPage).status()).toBe(200);
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    const articles = page.getByTestId('news-results').getByRole('article');
    await expect(articles).toHaveCount(24);
    await expect(articles.nth(12)).toContainText('no. 13');
  });

  test('Back from an entry after "load more" returns to the same place with both pages', async ({
    page,
  }) => {
    await page.goto('/de/neuigkeiten');
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    const articles = page.getByTestId('news-results').getByRole('article');
    await expect(articles).toHaveCount(24);
    const entry = articles.nth(22).getByRole('link').first();
    await entry.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(2000);
    await entry.click();
    await expect(page).toHaveURL(/\/de\/neuigkeiten\/[^?]+\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/neuigkeiten\?page=2$/);
    await expect(articles).toHaveCount(24);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
  });

  test('the skip link is the first focusable element and jumps to the content', async ({
    page,
  }) => {
    await page.goto('/en/news');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Jump to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#content')).toBeFocused();
  });

  test('a trailing slash is redirected away', async ({ page }) => {
    const response = await page.goto('/de/neuigkeiten/');
    expect(new URL(page.url()).pathname).toBe('/de/neuigkeiten');
    expect(response?.status()).toBe(200);
  });

  test('the browser reaches the content API through the host', async ({ request }) => {
    const answer = await request.get('/en/api/news/?page=2');
    expect(answer.status()).toBe(200);
    expect((await answer.json()).previous).toBe('/en/api/news/?page=1');
  });
});
