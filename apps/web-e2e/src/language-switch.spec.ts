import { expect, type Page, test } from '@playwright/test';

/** The header's link to the other language (spec 2: DE / EN in the header). */
function switchTo(page: Page, language: 'de' | 'en') {
  return page
    .locator('header')
    .getByRole('link', { name: new RegExp(`^${language.toUpperCase()} –`) });
}

/** Follows the header's language switch, by click, and checks where it led. */
async function switchLanguage(page: Page, from: string, language: 'de' | 'en', expected: string) {
  await page.goto(from);
  const link = switchTo(page, language);
  // The address is right in the server's HTML already, before any script ran.
  await expect(link).toHaveAttribute('href', expected);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${expected.replace(/[?]/g, '\\?')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** spec 2: the language switch leads to the same page or entity in the other language, on every screen. */
test.describe('language switch', () => {
  const pairs = [
    ['content page', '/de/hochschule', '/en/university'],
    ['news', '/de/neuigkeiten/abschlussausstellung-1/1', '/en/news/graduate-exhibition-1/1'],
    ['event', '/de/veranstaltungen/semesterkonzert-25/25', '/en/events/semester-concert-25/25'],
    ['person', '/de/personen/anna-bauer-25/25', '/en/person/anna-bauer-25/25'],
    [
      'study programme',
      '/de/studium/musik/instrumentalmusik/1',
      '/en/study/music/instrumental-music/1',
    ],
    ['list screen', '/de/neuigkeiten', '/en/news'],
  ] as const;

  for (const [what, german, english] of pairs) {
    test(`${what}: German to English and back`, async ({ page }) => {
      await switchLanguage(page, german, 'en', english);
      await switchLanguage(page, english, 'de', german);
    });
  }

  test('search keeps its query in the other language', async ({ page }) => {
    await switchLanguage(page, '/de/search?q=Konzert%20Jazz', 'en', '/en/search?q=Konzert%20Jazz');
    await switchLanguage(page, '/en/search/news?q=concert', 'de', '/de/search/news?q=concert');
  });

  test('a filtered list keeps its filters, its categories named in the other language', async ({
    page,
  }) => {
    await switchLanguage(
      page,
      '/de/neuigkeiten?category=musik&date=02.10.2026',
      'en',
      '/en/news?category=music&date=02.10.2026',
    );
    await switchLanguage(
      page,
      '/en/events?category=exhibition',
      'de',
      '/de/veranstaltungen?category=ausstellung',
    );
  });
});
