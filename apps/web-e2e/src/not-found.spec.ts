import { expect, test } from '@playwright/test';

const texts = {
  de: {
    message: 'Diese Seite konnte leider nicht gefunden werden',
    home: 'Zurück zur Startseite',
    heading: 'Startseite',
  },
  en: { message: 'This page could not be found', home: 'Back to the home page', heading: 'Home' },
} as const;

test.describe('not-found page (spec 2, 8)', () => {
  for (const [path, locale] of [
    ['/de/404', 'de'],
    ['/en/404', 'en'],
    ['/de/gibt-es-nicht', 'de'],
    ['/en/does/not/exist', 'en'],
    ['/fr/news', 'de'],
    ['/unbekannt', 'de'],
  ] as const) {
    test(`${path} answers 404 in ${locale} with the message, status and a link home`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // Rendered on the server: the message is in the HTML, not only after hydration.
      expect(await response?.text()).toContain(texts[locale].message);
      await expect(page).toHaveTitle('404 - Page Not found');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[locale].message);
      await expect(page.getByText('404', { exact: false }).first()).toBeVisible();
      await page.getByRole('link', { name: texts[locale].home }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[locale].heading);
    });
  }

  /** Every kind of 404 has its message and the way home in the server's HTML (no script needed). */
  for (const [path, locale] of [
    ['/de/neuigkeiten/foo/999999999', 'de'],
    ['/en/events/x/999999', 'en'],
    ['/de/personen/x/999999', 'de'],
    ['/en/press-releases/x/999999', 'en'],
    ['/de/bewerbung/x/999999', 'de'],
    ['/en/study/music/x/999999', 'en'],
    ['/de/studium/musik/x/999999/y/999999', 'de'],
    ['/en/news?page=999', 'en'],
    ['/de/personen?page=999', 'de'],
    ['/de/gibt-es-nicht', 'de'],
  ] as const) {
    test(`${path}: the not-found page is in the server HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${texts[locale].message}`));
      expect(html).toContain(`href="/${locale}"`);
      expect(html).toContain(`<html lang="${locale}"`);
    });
  }

  test('a page of a list that does not exist shows the not-found page', async ({ page }) => {
    const response = await page.goto('/en/news?page=999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.message);
    await expect(page).toHaveTitle('404 - Page Not found');
  });

  test('bad input never gives a server error', async ({ request, baseURL }) => {
    const paths = [
      '/de/%',
      '/de/%zz/%E0%A4%A',
      '/en/news/%E0%A4%A/1',
      `/de/neuigkeiten/x/${'9'.repeat(500)}`,
      `/en/study/music/jazz/${'1'.repeat(400)}`,
      `/de/${'a/'.repeat(300)}b`,
      `/en/${'x'.repeat(4000)}`,
      '/xx/news',
      '/de/search/news/99999999999999',
      '/de/neuigkeiten?page=abc',
      '/de/neuigkeiten?page=-1',
      '//evil.example/',
      '/de/%00',
      '/de/..%2F..%2Fetc%2Fpasswd',
      // NUL and other control characters in filters and search texts (PostgreSQL cannot hold NUL).
      '/de/personen?category=abc&search=%00',
      '/en/person?search=a%00b%07',
      '/de/search?q=%00',
      '/en/search/news?q=%00concert',
      '/de/neuigkeiten?category=%00',
      '/de/api/persons/?search=%00',
      '/de/api/search/autocomplete/?query=ab%00',
      '/de/pageeditor-api/page/%00',
      // spec 5: numbers beyond PostgreSQL's integer, in every query parameter that names an id.
      '/de/api/persons/?category=2147483648',
      '/de/personen?category=2147483648',
      '/de/personen?category=%00',
      '/en/person?category=99999999999999999999',
      '/de/pageeditor-api/module/?object_id=2147483648',
      '/de/pageeditor-api/page/home?version_id=2147483648',
      '/de/hochschule?v=2147483648',
      '/de/api/news/?faculty=2147483648&page=99999999999',
      `/de/api/persons/?search=${'x'.repeat(5000)}`,
      // Percent-encodings that are not UTF-8 in content API paths passed through the host.
      '/de/pageeditor-api/page/%ff?version_id=%ff',
      '/en/pageeditor-api/page/%C0%AF/settings/',
      '/de/api/news/%ED%A0%80/',
    ];
    for (const path of paths) {
      // The whole URL, so that `//host/` stays a path of this site.
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      const location = response.headers()['location'];
      if (location) expect(location, path).toMatch(/^\/(?![/\\])/);
    }
    // The same with a session (editors read uncached, with `?v=` versions and editor filters).
    await request.get(`${baseURL}/de/pageeditor-api/user`);
    const token =
      (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ??
      '';
    const login = await request.post(`${baseURL}/de/pageeditor-api/login/`, {
      data: { username: 'redaktion', password: 'aula-demo-2026' },
      headers: { 'X-CSRFToken': token },
    });
    expect(login.ok()).toBe(true);
    for (const path of [
      '/de/hochschule?v=2147483648',
      '/de/hochschule?v=%00',
      '/de/pageeditor-api/module/?object_id=2147483648',
      '/de/pageeditor-api/page/home?version_id=2147483648',
      '/de/personen?category=2147483648',
    ]) {
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), `${path} with a session`).toBeLessThan(500);
    }
  });
});

test('a search result page past the last one is not found, never an error (spec 8)', async ({
  page,
}) => {
  const response = await page.goto('/en/search/news/40?q=concert');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/404/);
});

test.describe('language alternates (spec 2)', () => {
  test('a list links both languages, x-default, canonical and the og locales', async ({ page }) => {
    await page.goto('/en/news');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/news$/);
    await expect(head.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      /\/de\/neuigkeiten$/,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/news$/,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/de\/neuigkeiten$/,
    );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      'content',
      'de_DE',
    );
  });

  test('faculty slugs are translated in the other language', async ({ page }) => {
    await page.goto('/de/studium/kunst-und-design/freie-kunst/5');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/study\/art-and-design\/fine-art\/5$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/de\/studium\/kunst-und-design\/freie-kunst\/5$/,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  });

  test('every alternate of a screen leads to a page in its language', async ({ page, request }) => {
    await page.goto('/de/search/events/2');
    const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
    expect(english).toBeTruthy();
    const response = await request.get(new URL(english ?? '', page.url()).pathname);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });
});
