import { expect, type Page, test } from '@playwright/test';
import { openSearch } from './search-box';

/** spec 2/4: the header search: desktop box, phone overlay, autocomplete from the seeded API. */
async function typeQuery(page: Page, text: string) {
  const input = page.getByRole('combobox', { name: 'Suchbegriff' });
  await input.pressSequentially(text, { delay: 50 });
  return input;
}

test.describe('chrome: search', { tag: '@layout' }, () => {
  test('opens, suggests from the API, selects with the arrow keys and submits to the search page', async ({
    page,
    viewport,
  }) => {
    await page.goto('/de/neuigkeiten');
    // The last answer (for the whole word): earlier ones for shorter prefixes may arrive first.
    const answer = page.waitForResponse((response) =>
      response.url().includes('/de/api/search/suggestions/?query=abschluss'),
    );
    await openSearch(page, 'de');
    if ((viewport?.width ?? 1280) < 1024)
      await expect(page.getByRole('dialog', { name: 'Suche' })).toBeVisible();
    const input = await typeQuery(page, 'abschluss');
    await expect(input).toBeFocused();
    expect((await answer).status()).toBe(200);
    const list = page.getByRole('listbox', { name: 'Suchvorschläge' });
    // spec 1: each suggestion shows its type.
    await expect(list.getByRole('option').first()).toHaveText(
      'Abschlussausstellung Nr. 1 Neuigkeit',
    );
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=abschluss$/);
  });

  test('choosing a suggestion searches for it', async ({ page }) => {
    await page.goto('/en/news');
    await openSearch(page, 'en');
    const input = page.getByRole('combobox', { name: 'Search term' });
    await input.pressSequentially('chamber', { delay: 50 });
    const option = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('option')
      .first();
    // spec 1: an event suggestion shows its type and day; those to come are listed first.
    await expect(option).toHaveText(/^Chamber music evening \d+ Event · \d\d\.\d\d\.\d{4}$/);
    await option.click();
    await expect(page).toHaveURL(/\/en\/search\?q=Chamber%20music%20evening%20\d+$/);
  });
});

test.describe('chrome: search (desktop box)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('expands on the first click and submits on the next when it holds text', async ({
    page,
  }) => {
    await page.goto('/de/neuigkeiten');
    const input = page.getByRole('combobox', { name: 'Suchbegriff' });
    await expect(input).toBeHidden();
    await openSearch(page, 'de');
    await expect(input).toBeFocused();
    await input.fill('orchester');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/search\?q=orchester$/);
  });
});

test.describe('chrome: search (phone overlay)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('slides in, closes with its button and gives the focus back', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    const open = page.getByRole('button', { name: 'Suche öffnen' });
    await openSearch(page, 'de');
    const overlay = page.getByRole('dialog', { name: 'Suche' });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Suche schließen' }).click();
    await expect(overlay).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('site search (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('finds the study programme "Gesang", grouped by type, marked, the query in the title', async ({
    page,
  }) => {
    await page.goto('/de/search?q=Gesang');
    await expect(page).toHaveTitle(/^Suche nach „Gesang“/);
    const others = page.getByTestId('search-others');
    const programmes = others.getByRole('region', { name: 'Studiengänge' });
    const gesang = programmes.getByRole('link', { name: 'Gesang', exact: true });
    await expect(gesang).toHaveAttribute('href', /^\/de\/studium\/musik\/gesang\/\d+$/);
    await expect(gesang.locator('mark')).toHaveText('Gesang');
  });

  test('the autocomplete fits its 21rem box, scrolls and announces its count', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    await openSearch(page, 'de');
    await typeQuery(page, 'semesterkonzert');
    const list = page.getByRole('listbox', { name: 'Suchvorschläge' });
    await expect(list.getByRole('option')).toHaveCount(10);
    await expect(page.getByRole('status').filter({ hasText: 'Vorschläge' })).toHaveText(
      '10 Vorschläge',
    );
    const box = await list.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      scrolls: element.scrollHeight > element.clientHeight,
    }));
    expect(box.height).toBeLessThanOrEqual(21 * 16);
    expect(box.scrolls).toBe(true);
  });
});
