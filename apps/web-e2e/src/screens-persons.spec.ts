import { expect, test } from '@playwright/test';

/** spec 2: the persons directory's list types: the grid (default) and the compact list, kept in the URL. */
test.describe('persons: list types', { tag: '@layout' }, () => {
  test('switches to the list; the category filter and a reload keep it; back to the grid', async ({
    page,
  }) => {
    await page.goto('/de/personen');
    const main = page.locator('main');
    const views = main.getByRole('group', { name: 'Ansicht' });
    await expect(views.getByRole('link', { name: 'Raster' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByTestId('person-results').getByRole('article').first()).toBeVisible();

    await views.getByRole('link', { name: 'Liste' }).click();
    await expect(page).toHaveURL(/\/de\/personen\?view=list$/);
    const table = main.getByRole('table', { name: 'Personen' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Funktion',
      'E-Mail',
      'Telefon',
    ]);
    const names = table.getByRole('rowheader');
    await expect(names.first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/de\/personen\/[^/]+\/\d+$/,
    );
    await expect(views.getByRole('link', { name: 'Liste' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByTestId('person-results')).toHaveCount(0);

    // Filtering keeps the list type.
    const all = await names.count();
    await main
      .getByRole('combobox', { name: 'Kategorie' })
      .selectOption({ label: 'Hochschulleitung' });
    await expect(page).toHaveURL(/\/de\/personen\?category=\d+&view=list$/);
    await expect.poll(() => names.count()).toBeLessThan(all);
    await expect(names.first()).toBeVisible();

    // The shared URL shows the same list type.
    await page.reload();
    await expect(table).toBeVisible();
    await expect(views.getByRole('link', { name: 'Liste' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await views.getByRole('link', { name: 'Raster' }).click();
    await expect(page).toHaveURL(/\/de\/personen\?category=\d+$/);
    await expect(page.getByTestId('person-results').getByRole('article').first()).toBeVisible();
    await expect(table).toHaveCount(0);
  });

  test('English list from a shared URL: contact links, no sideways scrolling, load more keeps it', async ({
    page,
  }) => {
    await page.goto('/en/person?view=list');
    await expect(
      page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'List' }),
    ).toHaveAttribute('aria-current', 'true');
    const table = page.locator('main').getByRole('table', { name: 'Persons' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Position',
      'E-mail',
      'Phone',
    ]);
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('rowheader').getByRole('link')).toHaveAttribute(
      'href',
      /^\/en\/person\/[^/]+\/\d+$/,
    );
    await expect(first.getByRole('link', { name: /@aula\.example$/ })).toHaveAttribute(
      'href',
      /^mailto:\S+@aula\.example$/,
    );
    await expect(first.getByRole('link', { name: /^\+49/ })).toHaveAttribute(
      'href',
      /^tel:\+49\d+$/,
    );
    // Desktop and the 375 px phone: the table fits the viewport (the phone stacks its cells).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/en\/person\?view=list&page=2$/);
    await expect(table.getByRole('rowheader')).toHaveCount(48);
    // Keyboard users continue at the first person added.
    await expect(table.getByRole('rowheader').nth(24).getByRole('link')).toBeFocused();
  });
});

/**
 * The persons directory's "load more" is the island of the news and event lists, so it keeps the
 * scroll position and the focus as they do.
 */
test.describe('persons: load more', () => {
  test('appends the next persons in place: no new document, same scroll position, focus on the first new person, URL in step', async ({
    page,
  }) => {
    await page.goto('/de/personen');
    const cards = page.getByTestId('person-results').getByRole('article');
    await expect(cards).toHaveCount(24);
    const more = page.getByRole('button', { name: 'Mehr laden' });
    await more.scrollIntoViewIfNeeded();
    // A marker on the window survives only if the page is not loaded or rendered anew.
    await page.evaluate(() => Object.assign(window, { aulaMarker: 'kept' }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(48);
    await expect(page).toHaveURL(/\/de\/personen\?page=2$/);
    await expect(cards.nth(24).getByRole('link')).toBeFocused();
    expect(
      await page.evaluate(() => (window as unknown as { aulaMarker?: string }).aulaMarker),
    ).toBe('kept');
    // Focusing the first new card may scroll it into view, never back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 1);
    // The shared URL shows the same list.
    await page.reload();
    await expect(cards).toHaveCount(48);
  });
});

test.describe('persons: typing in the filter', () => {
  test('typing goes on while the search runs: the text, the focus and the caret stay', async ({
    page,
  }) => {
    await page.goto('/de/personen');
    const search = page.getByRole('searchbox', { name: 'Suchbegriff' });
    await search.click();
    await page.keyboard.type('Ann');
    // The debounced search makes a new page of the list; the next keys land in the same field.
    await page.waitForURL(/search=Ann$/);
    await page.keyboard.type('a');
    await expect(search).toHaveValue('Anna');
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/search=Anna$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('n');
    await expect(search).toHaveValue('Annna');
    // A category chosen meanwhile keeps the typed text.
    await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/category=\d+&search=Annna$/);
    await expect(search).toHaveValue('Annna');
  });
});

test.describe('persons: the grid on a phone', { tag: '@layout' }, () => {
  test('portraits sit two to a row, so a screen shows several people', async ({ page }) => {
    await page.goto('/de/personen');
    const cards = page.getByTestId('person-results').getByRole('listitem');
    const [first, second] = await Promise.all([
      cards.nth(0).boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    if (!first || !second) throw new Error('no person cards');
    const width = page.viewportSize()?.width ?? 0;
    expect(second.y).toBe(first.y);
    expect(first.width).toBeLessThan(width / 2);
    expect(first.height).toBeLessThan(width);
  });
});
