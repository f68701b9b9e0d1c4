import { expect, test } from '@playwright/test';

/** spec 2: one path per screen and language (the seeded demo content), and the h1 its page shows. */
const screens: [path: string, lang: 'de' | 'en', heading: string][] = [
  ['/de', 'de', 'Startseite'],
  ['/en', 'en', 'Home'],
  ['/de/bewerbung', 'de', 'Bewerbung'],
  ['/en/application/application-instrumental-music/1', 'en', 'Application Instrumental music'],
  ['/de/microsites', 'de', 'Microsites'],
  ['/en/news/graduate-exhibition-1/1', 'en', 'Graduate exhibition no. 1'],
  ['/de/newsletter', 'de', 'Newsletter'],
  ['/en/person', 'en', 'Persons'],
  ['/de/personen/anna-bauer-25/25', 'de', 'Prof. Anna Bauer'],
  ['/en/press', 'en', 'Press'],
  ['/de/pressemitteilungen', 'de', 'Pressemitteilungen'],
  [
    '/en/press-releases/press-release-1/1',
    'en',
    'Press release 1: Annual exhibition 2026 opens on 12 July',
  ],
  ['/de/studium', 'de', 'Studium'],
  ['/en/study/guest-auditors', 'en', 'Guest auditors'],
  ['/de/studium/kunst-und-design', 'de', 'Fachbereich Kunst und Design'],
  ['/en/study/music/instrumental-music/1', 'en', 'Instrumental music'],
  ['/de/studium/musik/instrumentalmusik/1/klavier/1', 'de', 'Klavier'],
  ['/en/events', 'en', 'Events'],
  ['/de/veranstaltungen/semesterkonzert-25/25', 'de', 'Semesterkonzert 25'],
  ['/en/search', 'en', 'Search'],
  ['/de/search/news/2', 'de', 'Suche'],
];

/** The server HTML of each screen (the browser-side checks of every screen: screens-sweep.spec.ts). */
test.describe('routes of spec 2', () => {
  for (const [path, lang, heading] of screens) {
    test(`${path} renders its screen`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title>${heading} | Aula</title>`);
      // Without its soft hyphens (where a long word may break: hyphenation.spec.ts checks them).
      const h1 = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1?.replaceAll('\u00AD', '')).toBe(heading);
    });
  }
});

test.describe('redirects', () => {
  test('the root goes to the visitor language, German by default', async ({ request }) => {
    const german = await request.get('/', { maxRedirects: 0 });
    expect(german.status()).toBe(307);
    expect(german.headers()['location']).toBe('/de');
    const english = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-GB,en;q=0.9,de;q=0.8' },
    });
    expect(english.headers()['location']).toBe('/en');
  });

  test('a trailing slash is redirected away, keeping the query', async ({ request }) => {
    const response = await request.get('/en/news/?page=2', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/en/news?page=2');
  });

  test('a visitor without a session loses ?v= with a 301, other parameters kept', async ({
    request,
  }) => {
    const response = await request.get('/de/neuigkeiten?page=2&v=7', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/de/neuigkeiten?page=2');
  });

  test('an editor session keeps ?v=', async ({ request }) => {
    const response = await request.get('/de/neuigkeiten?v=7', {
      maxRedirects: 0,
      headers: { Cookie: 'sessionid=editor' },
    });
    expect(response.status()).toBe(200);
  });
});

test.describe('guards', () => {
  const violations: [path: string, locale: 'de' | 'en'][] = [
    ['/de/studium/theater', 'de'],
    ['/de/studium/theater/schauspiel/3', 'de'],
    ['/en/study/music/jazz/5x', 'en'],
    ['/de/studium/musik/jazz/5/gitarre/x', 'de'],
    ['/en/search/pages', 'en'],
    ['/de/search/news/0', 'de'],
  ];
  for (const [path, locale] of violations) {
    test(`${path} redirects to the 404 page`, async ({ request, page }) => {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect(redirect.status()).toBe(307);
      expect(redirect.headers()['location']).toBe(`/${locale}/404`);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe(`/${locale}/404`);
    });
  }
});

/** spec 2, 5: all four faculty slugs are valid in both languages; the other language's goes to this one's. */
test("the other language's faculty slug redirects to this language's own", async ({
  request,
  page,
}) => {
  const redirect = await request.get('/en/study/musik/instrumentalmusik/1', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers()['location']).toBe('/en/study/music/instrumentalmusik/1');
  const response = await page.goto('/de/studium/art-and-design');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/de/studium/kunst-und-design');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fachbereich Kunst und Design');
});
