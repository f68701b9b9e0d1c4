import { expect, type Locator, type Page, test } from '@playwright/test';

/** The `dd.mm.yyyy` values of the day buttons the calendar offers in every month its buttons reach. */
async function offeredDays(
  calendar: Locator,
  [previous, next]: readonly [RegExp, RegExp],
): Promise<string[]> {
  const days = new Set<string>();
  const collect = async () => {
    for (const value of await calendar
      .getByRole('grid')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('value') ?? '')))
      days.add(value);
  };
  await collect();
  for (const name of [previous, next]) {
    for (let step = 0; step < 24; step += 1) {
      const button = calendar.getByRole('button', { name });
      if (await button.isDisabled()) break;
      await button.click();
      await collect();
    }
  }
  return [...days];
}

/**
 * The calendar of the news and event lists follows the active filters, so every offered day
 * finds something.
 */
test.describe('list calendars follow the category filter', () => {
  for (const [path, area, category, form, date, months, noEntries] of [
    [
      '/en/news',
      'news',
      'research',
      'Filter',
      'Date',
      [/^Previous month/, /^Next month/],
      'No entries found.',
    ],
    [
      '/de/veranstaltungen',
      'events',
      'ausstellung',
      'Filtern',
      'Datum',
      [/^Vorheriger Monat/, /^Nächster Monat/],
      'Keine Einträge gefunden.',
    ],
  ] as const) {
    test(`${path}?category=${category}: only days with entries of that category, and each answers entries`, async ({
      page,
      request,
    }) => {
      const locale = path.slice(1, 3);
      const all = (await (
        await request.get(`/${locale}/api/${area}/calendar/`)
      ).json()) as string[];
      const own = (await (
        await request.get(`/${locale}/api/${area}/calendar/?category=${category}`)
      ).json()) as string[];
      // The demo content has days of other categories only: the filter must leave them out.
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThan(all.length);

      await page.goto(`${path}?category=${category}`);
      const filter = page.locator('main').getByRole('form', { name: form });
      const calendar = filter.getByRole('group', { name: date });
      // The month buttons work once the island has hydrated.
      await page.waitForLoadState('networkidle');
      // The calendar opens on demand (spec 2: the list, not the calendar, fills the first screen).
      await expect(calendar.getByRole('grid')).toBeHidden();
      await filter.locator('summary').click();
      await expect(calendar.getByRole('grid')).toBeVisible();
      const offered = await offeredDays(calendar, months);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.filter((day) => !own.includes(day))).toEqual([]);

      // Picking an offered day shows entries, never the empty state.
      await page.goto(`${path}?category=${category}`);
      await filter.locator('summary').click();
      await calendar.getByRole('grid').getByRole('button').first().click();
      await expect(page).toHaveURL(
        new RegExp(`category=${category}&date=\\d{2}\\.\\d{2}\\.\\d{4}$`),
      );
      await expect(
        page
          .getByTestId(area === 'news' ? 'news-results' : 'event-results')
          .getByRole('article')
          .first(),
      ).toBeVisible();
      await expect(page.getByText(noEntries)).toHaveCount(0);
    });
  }
});

/**
 * DESIGN.md 5: the island's days travel packed; as a list of strings 10,000 news made 150 KB of
 * inline data.
 */
test('the news calendar offers its days without listing them in the page data', async ({
  page,
  request,
}) => {
  const days = (await (await request.get('/de/api/news/calendar/')).json()) as string[];
  expect(days.length).toBeGreaterThan(10);
  const html = await (await request.get('/de/neuigkeiten')).text();
  const inlineData = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, script]) => script)
    .join('');
  // Only the days of the entries shown on the page (their dates) may appear, not the calendar's list.
  const listed = days.filter((day) => inlineData.includes(day));
  expect(listed.length).toBeLessThan(days.length / 2);
  await page.goto('/de/neuigkeiten');
  const filter = page.locator('main').getByRole('form', { name: 'Filtern' });
  await filter.locator('summary').click();
  await expect(
    filter.getByRole('group', { name: 'Datum' }).getByRole('grid').getByRole('button').first(),
  ).toBeVisible();
});

/** A mark on the window: it survives a client navigation, not a new document. */
async function markDocument(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { listDocumentMark: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { listDocumentMark?: boolean }).listDocumentMark);

/** spec 2, 4: the filter changes the list and the address in place; focus stays, count is told. */
test.describe('list filters work in place', () => {
  test('a category chip filters without a new document, keeps the focus, tells the count', async ({
    page,
  }) => {
    await page.goto('/en/news');
    const filter = page.locator('main').getByRole('form', { name: 'Filter' });
    const chip = filter.getByRole('checkbox', { name: 'Research' });
    await markDocument(page);
    await chip.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/en\/news\?category=research$/);
    await expect(chip).toBeChecked();
    await expect(chip).toBeFocused();
    await expect(filter.getByRole('status')).toHaveText(/^Results: \d+$/);
    await expect(page.getByTestId('news-results').getByRole('article').first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    // The reset, a styled button now, goes back in place too.
    const reset = filter.getByRole('link', { name: 'Reset filter' });
    await expect(reset).toHaveClass(/aula-button--secondary/);
    await reset.click();
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(chip).not.toBeChecked();
    expect(await sameDocument(page)).toBe(true);
  });

  test('the date button opens and closes the calendar with the keyboard; a day filters in place', async ({
    page,
  }) => {
    await page.goto('/de/veranstaltungen');
    const filter = page.locator('main').getByRole('form', { name: 'Filtern' });
    const toggle = filter.locator('summary');
    const grid = filter.getByRole('group', { name: 'Datum' }).getByRole('grid');
    await markDocument(page);
    await expect(toggle).toHaveText(/Datum wählen/);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(grid).toBeVisible();
    await grid.getByRole('button').first().focus();
    await page.keyboard.press('Escape');
    await expect(grid).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await grid.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?date=\d{2}\.\d{2}\.\d{4}$/);
    // The button names the chosen day and has the focus back.
    await expect(toggle).not.toHaveText(/Datum wählen/);
    await expect(toggle).toBeFocused();
    await expect(filter.getByRole('status')).toHaveText(/^Ergebnisse: [1-9]\d*$/);
    expect(await sameDocument(page)).toBe(true);
  });
});

/** spec 2: the filters take little room; the first entry shows on the first screen. */
test.describe('list filters leave the first screen to the list', { tag: '@layout' }, () => {
  for (const [path, testId] of [
    ['/de/neuigkeiten', 'news-results'],
    ['/en/events', 'event-results'],
  ] as const) {
    test(`${path}: the first entry starts on the first screen`, async ({ page }) => {
      await page.goto(path);
      const first = page.getByTestId(testId).getByRole('article').first();
      await expect(first).toBeVisible();
      const box = await first.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      expect(box?.y ?? Infinity).toBeLessThan(height - 100);
    });
  }
});
