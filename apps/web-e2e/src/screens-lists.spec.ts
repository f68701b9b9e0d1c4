import { expect, test } from '@playwright/test';

/** spec 2, 4: the news and event lists with the seeded demo content: filters in the URL, load more, empty state. */
test.describe('news list', { tag: '@layout' }, () => {
  test('filters by category in the URL and resets', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    const filter = page.locator('main').getByRole('form', { name: 'Filtern' });
    // A category chip filters at once; there is no "Filtern" button to press.
    await filter.getByRole('checkbox', { name: 'Musik' }).click();
    await expect(filter.getByRole('button', { name: 'Filtern' })).toBeHidden();
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

  test('filters by a day of the calendar; nothing matching shows the empty state', async ({
    page,
  }) => {
    await page.goto('/en/news');
    const form = page.locator('main').getByRole('form', { name: 'Filter' });
    const calendar = form.getByRole('group', { name: 'Date' });
    const day = calendar.getByRole('button', { name: 'Friday, 23 October 2026' });
    // The calendar opens on demand behind its date button (spec 2: the list fills the first screen).
    await page.waitForLoadState('networkidle');
    await form.locator('summary').click();
    // Only days with entries are buttons; the month buttons skip to months that have some.
    for (let step = 0; step < 12 && !(await day.isVisible()); step += 1)
      await calendar.getByRole('button', { name: /^Previous month/ }).click();
    await day.click();
    // The shareable URL writes the day as dd.mm.yyyy (DESIGN.md 3).
    await expect(page).toHaveURL(/\/en\/news\?date=23\.10\.2026$/);
    const articles = page.getByTestId('news-results').getByRole('article');
    await expect(articles).toHaveCount(1);
    await expect(articles).toContainText('Orchestra concert no. 2');
    // The date button names the chosen day; opened, the day is pressed.
    await expect(form.locator('summary')).toHaveText(/Friday, 23 October 2026/);
    await form.locator('summary').click();
    await expect(calendar.getByRole('button', { name: 'Friday, 23 October 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A chip keeps the chosen day; a category that has nothing on it shows the empty state.
    await form.getByRole('checkbox', { name: 'Research' }).click();
    await expect(page).toHaveURL(/\/en\/news\?category=research&date=23\.10\.2026$/);
    await expect(page.getByText('No entries found.')).toBeVisible();
    await form.getByRole('button', { name: 'All dates' }).click();
    await expect(page).toHaveURL(/\/en\/news\?category=research$/);
  });

  test('load more appends the next page in place and keeps the URL in step (spec 4)', async ({
    page,
  }) => {
    // Forschung has 8 entries: one page, nothing more to load.
    await page.goto('/de/neuigkeiten?category=forschung');
    await expect(page.getByRole('button', { name: 'Mehr laden' })).toHaveCount(0);
    await page.goto('/de/neuigkeiten?page=3');
    const articles = page.getByTestId('news-results').getByRole('article');
    await expect(articles).toHaveCount(36);
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/de/api/news/')) pageRequests.push(new URL(request.url()).search);
    });
    const more = page.getByRole('button', { name: 'Mehr laden' });
    // A second request while the page is loading is not sent (spec 4: not above the current page).
    await more.dblclick();
    await expect(articles).toHaveCount(48);
    expect(pageRequests).toEqual(['?page=4']);
    await expect(page).toHaveURL(/\?page=4$/);
    // Keyboard users continue at the first added entry; the end of the list has no button.
    await expect(articles.nth(36).getByRole('link')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Mehr laden' })).toHaveCount(0);
    // The URL shows the same list after a reload.
    await page.reload();
    await expect(articles).toHaveCount(48);
  });
});

test.describe('lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('load more is a link to the list with one page more, and a calendar day submits the filter', async ({
    page,
  }) => {
    await page.goto('/en/news');
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(page.getByTestId('news-results').getByRole('article')).toHaveCount(24);
    // Without script the date button is a native disclosure: it still opens the calendar.
    await page.locator('main form summary').click();
    const calendar = page.locator('main').getByRole('group', { name: 'Date' });
    const firstDay = calendar.getByRole('grid').getByRole('button').first();
    const value = (await firstDay.getAttribute('value')) ?? '';
    await firstDay.click();
    await expect(page).toHaveURL(/\?date=/);
    expect(new URL(page.url()).searchParams.get('date')).toBe(value);
    await expect(page.getByTestId('news-results').getByRole('article').first()).toBeVisible();
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
      await page.getByRole('button', { name: more }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(cards).toHaveCount(24);
      const form = page.locator('main').getByRole('form', { name: filter });
      await form.getByRole('checkbox', { name: category }).click();
      await expect(page).toHaveURL(/category=/);
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeLessThan(24);
    });
  }
});
