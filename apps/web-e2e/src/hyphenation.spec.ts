import { expect, test } from '@playwright/test';

/**
 * spec 2: long German compounds in headings and cards break at a syllable with a hyphen, not
 * anywhere: the server puts soft hyphens (U+00AD) into the visible headings and card titles in
 * the page's language (@aula/host/hyphenation), and into nothing else: the document title and
 * the meta tags keep the text as it is.
 */
const softHyphen = '\u00AD';
const german = ['Kommu', 'ni', 'ka', 'ti', 'ons', 'de', 'sign'].join(softHyphen);
const english = ['Commu', 'ni', 'ca', 'tion'].join(softHyphen);

// The layout check measures the desktop columns (768 to 1280 px is where the word broke).
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

test('programme cards and headings carry soft hyphens in the served HTML, the head none', async ({
  request,
}) => {
  // Path, the start of the heading or card title, the document title (as it is, never hyphenated).
  const pages = [
    [
      '/de/studium',
      '<h3><a href="/de/studium/kunst-und-design/kommunikationsdesign/6">',
      'Studium',
    ],
    [
      '/de/studium/kunst-und-design',
      '<h3><a href="/de/studium/kunst-und-design/kommunikationsdesign/6">',
      'Fachbereich Kunst und Design',
    ],
    [
      '/de/bewerbung',
      '<h2><a href="/de/bewerbung/bewerbung-kommunikationsdesign/6">Bewerbung ',
      'Bewerbung',
    ],
    ['/de/studium/kunst-und-design/kommunikationsdesign/6', '<h1>', 'Kommunikationsdesign'],
    ['/en/study/art-and-design/communication-design/6', '<h1>', 'Communication design'],
    // The detail pages' headings too (a news title at 375 px broke as "Abschlussausstellun|g").
    ['/de/neuigkeiten/abschlussausstellung-1/1', '<h1>', 'Abschlussausstellung Nr. 1'],
  ] as const;
  const exhibition = ['Abschluss', 'aus', 'stel', 'lung'].join(softHyphen);
  for (const [path, heading, title] of pages) {
    const html = await (await request.get(path)).text();
    const word = path.startsWith('/en/')
      ? english
      : path.includes('neuigkeiten')
        ? exhibition
        : german;
    expect(html, path).toContain(`${heading}<span class="aula-long-word">${word}</span>`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<title>${title} | Aula</title>`);
    expect(head.includes(softHyphen), `${path}: soft hyphen in <head>`).toBe(false);
  }
  // The programme's infobox label, set in capitals in a narrow box.
  const programme = await (await request.get(pages[3][0])).text();
  const label = ['Regel', 'stu', 'di', 'en', 'zeit'].join(softHyphen);
  expect(programme).toContain(`<span class="aula-long-word">${label}</span>`);
});

test('a copied heading reaches the clipboard without its soft hyphens', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/de/studium/kunst-und-design/kommunikationsdesign/6');
  const title = page.getByRole('heading', { name: 'Kommunikationsdesign', level: 1 });
  await expect(title).toBeVisible();
  await title.click({ clickCount: 3 });
  await page.keyboard.press('ControlOrMeta+C');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe('Kommunikationsdesign');
});

test('a hyphenated word breaks only when it does not fit its line', async ({ page }) => {
  await page.goto('/de/studium');
  const card = page.getByRole('heading', { name: 'Kommunikationsdesign (B.A.)', level: 3 });
  const word = card.locator('.aula-long-word');
  const lineHeight = await word.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  // The card's column holds the whole word: one line, no hyphen.
  expect((await word.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);

  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/de/studium/kunst-und-design/kommunikationsdesign/6');
  const title = page.getByRole('heading', { name: 'Kommunikationsdesign', level: 1 });
  // Wider than the column: two lines, broken at a soft hyphen, nothing runs out of the heading.
  const box = (await title.boundingBox()) ?? { height: 0 };
  const titleLine = await title.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(box.height).toBeGreaterThan(titleLine * 1.5);
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test('cards added by "load more" are hyphenated as the server-rendered ones', async ({ page }) => {
  await page.goto('/de/neuigkeiten');
  const titles = page.getByTestId('news-results').getByRole('article').getByRole('link');
  const hyphenated = (index: number) =>
    titles.nth(index).evaluate((link) => link.querySelector('.aula-long-word')?.textContent ?? '');
  const exhibition = ['Abschluss', 'aus', 'stel', 'lung'].join(softHyphen);
  expect(await hyphenated(0)).toBe(exhibition);
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect(titles).toHaveCount(24);
  const added = await titles.evaluateAll((links) =>
    links.slice(12).map((link) => link.textContent ?? ''),
  );
  const longOnes = added.filter((title) => title.includes('Abschluss'));
  expect(longOnes.length).toBeGreaterThan(0);
  for (const title of longOnes) expect(title).toContain(exhibition);
});

test('the hyphenation endpoint refuses bad requests with a translated 400', async ({ request }) => {
  const refused = await request.get('/api/hyphenation?lang=en');
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    detail: 'Please send 1 to 50 texts of at most 300 characters each.',
  });
});
