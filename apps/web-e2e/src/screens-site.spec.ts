import { expect, test } from '@playwright/test';

/** spec 2: the other screens with the seeded demo content, in both languages. */
test.describe('home', () => {
  for (const [path, heading] of [
    ['/de', 'Startseite'],
    ['/en', 'Home'],
  ] as const) {
    test(`${path} shows its content and every section with data`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('home-events').getByRole('article').first()).toBeVisible();
      await expect(page.getByTestId('home-news').getByRole('article').first()).toBeVisible();
      const teasers = page.getByTestId('home-teasers').getByRole('article');
      await expect(teasers.first()).toBeVisible();
      expect(await teasers.count()).toBeLessThanOrEqual(8);
      await expect(page.getByTestId('home-cta').getByRole('link')).toHaveCount(1);
      await expect(page.getByTestId('home-instagram').getByRole('link').first()).toHaveAttribute(
        'href',
        /instagram\.com/,
      );
    });
  }
});

test.describe('persons', () => {
  test('grid, category filter and debounced search live in the URL', async ({ page }) => {
    await page.goto('/de/personen');
    const cards = page.getByTestId('person-results').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    await page
      .locator('main')
      .getByRole('combobox', { name: 'Kategorie' })
      .selectOption({ label: 'Hochschulleitung' });
    await expect(page).toHaveURL(/category=\d+/);
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await page
      .locator('main')
      .getByRole('searchbox', { name: 'Suchbegriff' })
      .pressSequentially('bauer', { delay: 30 });
    await expect(page).toHaveURL(/search=bauer/);
    await expect(cards.first()).toContainText('Bauer');
    for (const text of await cards.allTextContents()) expect(text).toContain('Bauer');
    // The shared URL shows the same list.
    await page.reload();
    await expect(page.locator('main').getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue(
      'bauer',
    );
    await expect(cards.first()).toContainText('Bauer');
  });

  test('the grid loads more persons', async ({ page }) => {
    await page.goto('/en/person');
    const cards = page.getByTestId('person-results').getByRole('article');
    await expect(cards).toHaveCount(24);
    // Like news and events, persons never reload the page: once the page is interactive, the
    // island's button appends the next page in place.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/en\/person\?page=2$/);
    await expect(cards).toHaveCount(48);
  });

  test('English directory links English person pages', async ({ page }) => {
    await page.goto('/en/person?search=bauer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persons');
    await expect(page.getByRole('link', { name: 'Prof. Anna Bauer' })).toHaveAttribute(
      'href',
      '/en/person/anna-bauer-25/25',
    );
  });
});

test.describe('press and microsites', () => {
  for (const [path, material] of [
    ['/de/presse', 'Pressefotos Campus'],
    ['/en/press', ''],
  ] as const) {
    test(`${path} shows releases, press material and coverage`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByTestId('press-release-results').getByRole('article').first(),
      ).toBeVisible();
      await expect(page.getByTestId('press-downloads').getByRole('link').first()).toBeVisible();
      if (material) await expect(page.getByTestId('press-downloads')).toContainText(material);
      await expect(page.getByTestId('press-articles').getByRole('listitem').first()).toBeVisible();
    });
  }

  test('press releases list in German', async ({ page }) => {
    await page.goto('/de/pressemitteilungen');
    await expect(page.getByTestId('press-release-results').getByRole('article')).toHaveCount(10);
  });

  for (const path of ['/de/microsites', '/en/microsites']) {
    test(`${path} groups the microsites by category`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('microsite-group')).toHaveCount(3);
      await expect(
        page.getByTestId('microsite-group').first().getByRole('link').first(),
      ).toHaveAttribute('href', /^https:\/\//);
    });
  }
});

test.describe('newsletter', () => {
  test("shows the spec's messages, keeps what was typed, then succeeds (English)", async ({
    page,
  }) => {
    await page.goto('/en/newsletter');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('E-mail is required')).toBeVisible();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Please select one of the newsletters')).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('E-mail is not valid')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@example.org');
    await page.getByRole('checkbox', { name: 'Concert calendar' }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-success')).toBeVisible();
  });

  test('messages are German on the German page', async ({ page }) => {
    await page.goto('/de/newsletter');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('E-Mail ist erforderlich')).toBeVisible();
    await expect(page.getByText('Name ist erforderlich')).toBeVisible();
  });
});

test.describe('search', () => {
  test('an empty query shows the form only', async ({ page }) => {
    await page.goto('/en/search');
    await expect(
      page.locator('main').getByRole('searchbox', { name: 'Search term' }),
    ).toBeVisible();
    await expect(page.locator('main section')).toHaveCount(0);
    // The form does not submit without text.
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
  });

  test('results per category, then one category page by page', async ({ page }) => {
    await page.goto('/de/search');
    await page.locator('main').getByRole('searchbox', { name: 'Suchbegriff' }).fill('studierende');
    await page.locator('main').getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/de\/search\?q=studierende$/);
    await expect(page.getByTestId('search-news')).toBeVisible();
    await expect(page.getByTestId('search-events')).toBeVisible();
    await page
      .getByTestId('search-news')
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/de\/search\/news\?q=studierende$/);
    await expect(page.getByTestId('search-news').getByRole('article')).toHaveCount(12);
    await page.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\/de\/search\/news\/2\?q=studierende$/);
    await expect(page.getByTestId('search-news').getByRole('article')).toHaveCount(12);
  });
});

test.describe('content-managed pages', () => {
  test('a page renders its sections with the blocks', async ({ page }) => {
    await page.goto('/en/university/history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('History');
    await expect(page.locator('main')).toContainText(
      'The music school of 1869 became the University of the Arts in 1971.',
    );
  });
});
