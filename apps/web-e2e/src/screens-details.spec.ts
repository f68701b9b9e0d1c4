import { expect, type Page, test } from '@playwright/test';

/** The JSON-LD objects of the page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * Follows the detail page's link to its other language (by its address: on a phone the cookie
 * banner may cover the end of the page).
 */
async function followOtherLanguage(page: Page): Promise<void> {
  const target = await page.getByTestId('other-language').getAttribute('href');
  expect(target).toMatch(/^\/(de|en)\//);
  await page.goto(target ?? '');
}

/** spec 2: detail pages show their fields and link their other language. */
test.describe('detail pages', () => {
  test('news detail: date in Europe/Berlin, JSON-LD NewsArticle, the other language', async ({
    page,
  }) => {
    await page.goto('/de/neuigkeiten/abschlussausstellung-1/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abschlussausstellung Nr. 1');
    // 09:00 UTC on 30 Oct 2026 is 10:00 in Berlin (CET).
    await expect(page.locator('main time').first()).toContainText('30.10.2026');
    await expect(page.locator('main time').first()).toContainText('10:00');
    expect(await jsonLd(page)).toContainEqual(
      expect.objectContaining({ '@type': 'NewsArticle', headline: 'Abschlussausstellung Nr. 1' }),
    );
    await followOtherLanguage(page);
    await expect(page).toHaveURL(/\/en\/news\/graduate-exhibition-1\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Graduate exhibition no. 1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('news detail: its images open in the lightbox and close again (spec 2)', async ({
    page,
  }) => {
    await page.goto('/en/news/graduate-exhibition-1/1');
    const image = page.locator('main .detail-images img').first();
    const alt = await image.getAttribute('alt');
    await page
      .getByRole('button', { name: /Enlarge image/ })
      .first()
      .click();
    await expect(page.locator('.yarl__slide_current img')).toHaveAttribute('alt', alt ?? '');
    // Its controls read on light images too: a dark disc behind a white icon, a 48 px target.
    const close = page.locator('.yarl__root').getByRole('button', { name: 'Close' });
    const look = await close.evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, color: style.color };
    });
    expect(look).toEqual({ background: 'rgba(17, 17, 17, 0.72)', color: 'rgb(255, 255, 255)' });
    expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await close.click();
    await expect(page.locator('.yarl__slide_current')).toHaveCount(0);
  });

  test('event detail: location, JSON-LD Event, the other language', async ({ page }) => {
    await page.goto('/en/events/semester-concert-25/25');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semester concert 25');
    await expect(page.getByTestId('event-location')).toHaveText('Studio stage');
    expect(await jsonLd(page)).toContainEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: 'Semester concert 25',
        location: { '@type': 'Place', name: 'Studio stage' },
      }),
    );
    await followOtherLanguage(page);
    await expect(page).toHaveURL(/\/de\/veranstaltungen\/semesterkonzert-25\/25$/);
    await expect(page.getByTestId('event-location')).toHaveText('Studiobühne');
  });

  test('person detail: contact, JSON-LD Person, the other language', async ({ page }) => {
    await page.goto('/de/personen/anna-bauer-25/25');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prof. Anna Bauer');
    await expect(page.getByRole('link', { name: 'anna.bauer25@aula.example' })).toHaveAttribute(
      'href',
      'mailto:anna.bauer25@aula.example',
    );
    expect(await jsonLd(page)).toContainEqual(
      expect.objectContaining({ '@type': 'Person', name: 'Prof. Anna Bauer' }),
    );
    await followOtherLanguage(page);
    await expect(page).toHaveURL(/\/en\/person\/anna-bauer-25\/25$/);
  });

  test('person detail: portrait, website and the faculty linking to its page, in both languages', async ({
    page,
  }) => {
    const website = 'https://portfolio.aula.example/anna-bauer-25';
    for (const [path, faculty, facultyPath] of [
      ['/de/personen/anna-bauer-25/25', 'Fachbereich Musik', /^\/de\/studium\/musik$/],
      ['/en/person/anna-bauer-25/25', 'Faculty of Music', /^\/en\/study\/music$/],
    ] as const) {
      await page.goto(path);
      const portrait = page.locator('main article img').first();
      await expect(portrait).toBeVisible();
      await expect(portrait).toHaveAttribute('alt', /\S/);
      await expect
        .poll(() =>
          portrait.evaluate((image) =>
            image instanceof HTMLImageElement ? image.naturalWidth : 0,
          ),
        )
        .toBeGreaterThan(0);
      await expect(page.getByTestId('person-website')).toHaveAttribute('href', website);
      expect(await jsonLd(page)).toContainEqual(
        expect.objectContaining({
          '@type': 'Person',
          url: website,
          image: expect.any(String),
          worksFor: expect.objectContaining({ name: faculty }),
        }),
      );
      const facultyLink = page.getByTestId('person-faculty');
      await expect(facultyLink).toHaveText(faculty);
      const target = await facultyLink.getAttribute('href');
      expect(target).toMatch(facultyPath);
      await page.goto(target ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(faculty);
    }
  });

  test('press release detail links its other language', async ({ page }) => {
    await page.goto('/en/press-releases');
    await page.getByTestId('press-release-results').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/press-releases\/press-release-1\/1$/);
    await followOtherLanguage(page);
    await expect(page).toHaveURL(/\/de\/pressemitteilungen\/pressemitteilung-1\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pressemitteilung 1');
  });

  test('an unknown id is the not-found page', async ({ page }) => {
    const response = await page.goto('/de/neuigkeiten/gibt-es-nicht/99999');
    expect(response?.status()).toBe(404);
  });
});

test.describe('study and application', () => {
  test('study overview -> faculty -> programme -> subject, and the other language', async ({
    page,
  }) => {
    await page.goto('/de/studium');
    await expect(page.getByTestId('faculty')).toHaveCount(2);
    await page.getByRole('link', { name: 'Fachbereich Musik' }).click();
    await expect(page).toHaveURL(/\/de\/studium\/musik$/);
    await expect(page.getByTestId('programmes').getByRole('article').first()).toBeVisible();
    await expect(page.getByTestId('faculty-events').getByRole('article').first()).toBeVisible();
    await expect(page.getByTestId('faculty-news').getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Instrumentalmusik (B.Mus.)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instrumentalmusik');
    await page.getByTestId('subjects').getByRole('link', { name: 'Klavier' }).click();
    await expect(page).toHaveURL(/\/de\/studium\/musik\/instrumentalmusik\/1\/klavier\/1$/);
    // Every level of the route table: home, overview, faculty, programme, the subject.
    const trail = page
      .getByRole('navigation', { name: 'Brotkrümelnavigation' })
      .getByRole('listitem');
    await expect(trail).toHaveText([
      'Startseite',
      'Studium',
      'Fachbereich Musik',
      'Instrumentalmusik',
      'Klavier',
    ]);
    await trail.nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/\/de\/studium\/musik$/);
    await page.goBack();
    await followOtherLanguage(page);
    await expect(page).toHaveURL(/\/en\/study\/music\/instrumental-music\/1\/piano\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Piano');
  });

  test('the faculty and the home page lead to all events and all news', async ({ page }) => {
    await page.goto('/en/study/music');
    await page.getByTestId('faculty-events').getByRole('link', { name: 'All events' }).click();
    await expect(page).toHaveURL(/\/en\/events$/);
    await page.goto('/de');
    await page.getByTestId('home-news').getByRole('link', { name: 'Alle Neuigkeiten' }).click();
    await expect(page).toHaveURL(/\/de\/neuigkeiten$/);
    await page.goto('/de');
    await expect(
      page.getByTestId('home-events').getByRole('link', { name: 'Alle Veranstaltungen' }),
    ).toHaveAttribute('href', '/de/veranstaltungen');
  });

  test('guest auditors renders in both languages', async ({ page }) => {
    await page.goto('/en/study/guest-auditors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guest auditors');
    await page.goto('/de/studium/gasthoererschaft');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gasthörerschaft');
  });

  test('application overview -> detail with deadline -> other language', async ({ page }) => {
    await page.goto('/en/application');
    await page
      .getByTestId('applications')
      .getByRole('link', { name: 'Application Instrumental music' })
      .click();
    await expect(page).toHaveURL(/\/en\/application\/application-instrumental-music\/1$/);
    await expect(page.getByTestId('deadline')).toContainText('15.03.2027');
    await followOtherLanguage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bewerbung Instrumentalmusik');
  });
});
