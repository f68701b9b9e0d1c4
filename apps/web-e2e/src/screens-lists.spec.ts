import { expect, test } from '@playwright/test';

/** spec 2, 4: the news and event lists with the seeded demo content: filters in the URL, load more, empty state. */
test.describe('news list', () => {
  test('filters by category in the URL and resets', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    const filter = page.locator('main').getByRole('form', { name: 'Filtern' });
    await filter.getByRole('checkbox', { name: 'Musik' }).check();
    await filter.getByRole('button', { name: 'Filtern' }).click();
    await expect(page).toHaveURL(/\/de\/neuigkeiten\?category=musik$/);
    const articles = page.getByTestId('news-results').getByRole('article');
    await expect(articles.first()).toContainText('Musik');
    for (const text of await articles.allTextContents()) expect(text).toContain('Musik');
    // Reloading the shared URL keeps the filter.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Musik' })).toBeChecked();
    await page.getByRole('link', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/de\/neuigkeiten$/);
    await expect(articles).toHaveCount(12);
  });

  test('filters by a day of the calendar; nothing matching shows the empty state', async ({ page }) => {
    await page.goto('/en/news');
    const form = page.locator('main').getByRole('form', { name: 'Filter' });
    await form.getByLabel('Date').fill('2026-10-23');
    await form.getByRole('button', { name: 'Filter' }).click();
    // The shareable URL writes the day as dd.mm.yyyy (DESIGN.md 3).
    await expect(page).toHaveURL(/\/en\/news\?date=23\.10\.2026$/);
    const articles = page.getByTestId('news-results').getByRole('article');
    await expect(articles).toHaveCount(1);
    await expect(articles).toContainText('Orchestra concert no. 2');
    await expect(form.getByLabel('Date')).toHaveValue('2026-10-23');
    await page.goto('/en/news?date=23.10.2026&category=research');
    await expect(page.getByText('No entries found.')).toBeVisible();
  });

  test('load more keeps the filter and ends at the last page', async ({ page }) => {
    await page.goto('/de/neuigkeiten?category=musik');
    await expect(page.getByRole('link', { name: 'Mehr laden' })).toHaveCount(0);
    await page.goto('/de/neuigkeiten?page=3');
    await expect(page.getByTestId('news-results').getByRole('article')).toHaveCount(36);
    await page.getByRole('link', { name: 'Mehr laden' }).click();
    await expect(page).toHaveURL(/\?page=4$/);
    await expect(page.getByTestId('news-results').getByRole('article')).toHaveCount(48);
    await expect(page.getByRole('link', { name: 'Mehr laden' })).toHaveCount(0);
  });
});

test.describe('events list', () => {
  for (const [path, category, more, filter] of [
    ['/de/veranstaltungen', 'Konzert', 'Mehr laden', 'Filtern'],
    ['/en/events', 'Concert', 'Load more', 'Filter'],
  ] as const) {
    test(`${path}: lists, filters by category and loads more`, async ({ page }) => {
      await page.goto(path);
      const cards = page.getByTestId('event-results').getByRole('article');
      await expect(cards).toHaveCount(12);
      await page.getByRole('link', { name: more }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(cards).toHaveCount(24);
      const form = page.locator('main').getByRole('form', { name: filter });
      await form.getByRole('checkbox', { name: category }).check();
      await form.getByRole('button', { name: filter }).click();
      await expect(page).toHaveURL(/category=/);
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeLessThan(24);
    });
  }
});
