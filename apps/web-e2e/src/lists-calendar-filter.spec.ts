import { expect, type Locator, test } from '@playwright/test';

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
      const calendar = page
        .locator('main')
        .getByRole('form', { name: form })
        .getByRole('group', { name: date });
      await expect(calendar.getByRole('grid')).toBeVisible();
      // The month buttons work once the island has hydrated.
      await page.waitForLoadState('networkidle');
      const offered = await offeredDays(calendar, months);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.filter((day) => !own.includes(day))).toEqual([]);

      // Picking an offered day shows entries, never the empty state.
      await page.goto(`${path}?category=${category}`);
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
  await expect(
    page
      .locator('main')
      .getByRole('form', { name: 'Filtern' })
      .getByRole('group', { name: 'Datum' })
      .getByRole('grid')
      .getByRole('button')
      .first(),
  ).toBeVisible();
});
