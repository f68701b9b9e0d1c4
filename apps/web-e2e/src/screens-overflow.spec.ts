import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * issue 16.5, 16.6, 16.17: every screen of spec 2, in both languages, at the project's width
 * (desktop 1280 px, phone 375 px): the page is never wider than the window, no heading or card
 * text runs out of its box (long German words are hyphenated or wrapped), and the screen has
 * a meta description.
 */

const screens = {
  de: {
    fixed: ['/de', '/de/404', '/de/bewerbung', '/de/microsites', '/de/neuigkeiten', '/de/newsletter', '/de/personen', '/de/presse', '/de/pressemitteilungen', '/de/studium', '/de/studium/gasthoererschaft', '/de/studium/musik', '/de/veranstaltungen', '/de/search?q=konzert', '/de/bloecke'],
    details: [
      ['/de/bewerbung', /^\/de\/bewerbung\/[^/]+\/\d+$/],
      ['/de/neuigkeiten', /^\/de\/neuigkeiten\/[^/]+\/\d+$/],
      ['/de/personen', /^\/de\/personen\/[^/]+\/\d+$/],
      ['/de/pressemitteilungen', /^\/de\/pressemitteilungen\/[^/]+\/\d+$/],
      ['/de/veranstaltungen', /^\/de\/veranstaltungen\/[^/]+\/\d+$/],
      ['/de/studium/musik', /^\/de\/studium\/musik\/[^/]+\/\d+$/],
    ],
  },
  en: {
    fixed: ['/en', '/en/404', '/en/application', '/en/microsites', '/en/news', '/en/newsletter', '/en/person', '/en/press', '/en/press-releases', '/en/study', '/en/study/guest-auditors', '/en/study/art-and-design', '/en/events', '/en/search?q=concert', '/en/blocks'],
    details: [
      ['/en/application', /^\/en\/application\/[^/]+\/\d+$/],
      ['/en/news', /^\/en\/news\/[^/]+\/\d+$/],
      ['/en/person', /^\/en\/person\/[^/]+\/\d+$/],
      ['/en/press-releases', /^\/en\/press-releases\/[^/]+\/\d+$/],
      ['/en/events', /^\/en\/events\/[^/]+\/\d+$/],
      ['/en/study/art-and-design', /^\/en\/study\/art-and-design\/[^/]+\/\d+$/],
    ],
  },
} as const;

/** The first link of a page whose path matches `pattern` (a detail page of a list). */
async function firstLink(request: APIRequestContext, path: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(path)).text();
  const link = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '').find((href) => pattern.test(href));
  if (!link) throw new Error(`no link matching ${pattern} on ${path}`);
  return link;
}

/** Every screen of spec 2 in a language, detail pages (and a study subject) found through their lists. */
async function everyScreen(request: APIRequestContext, locale: 'de' | 'en'): Promise<string[]> {
  const { fixed, details } = screens[locale];
  const found = await Promise.all(details.map(([list, pattern]) => firstLink(request, list, pattern)));
  const programme = found.at(-1) ?? '';
  const subject = await firstLink(request, programme, new RegExp(`^${programme}/[^/]+/\\d+$`));
  return [...fixed, ...found, subject];
}

for (const locale of ['de', 'en'] as const) {
  test(`every screen in ${locale} fits the window, keeps its words in their boxes and has a description`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of await everyScreen(request, locale)) {
      await page.goto(path);
      // Lazy images get their size once loaded: bring all of them in.
      await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
      await page.waitForLoadState('load');
      const found = await page.evaluate(() => {
        const issues: string[] = [];
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > width) issues.push(`page ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
        // Inside a scroller (a teaser slider) media may lie beyond the window: that is what scrolling is for.
        const scrolls = (element: Element) => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) if (getComputedStyle(parent).overflowX !== 'visible') return true;
          return false;
        };
        for (const element of document.querySelectorAll<HTMLElement>('main img, main iframe, main video')) {
          const box = element.getBoundingClientRect();
          if (box.width > 0 && box.right > width + 1 && !scrolls(element)) issues.push(`${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? ''} ends at ${Math.round(box.right)}px`);
        }
        // Text wider than its own box: a word too long for it that neither wraps nor is hyphenated.
        // A visually hidden text (1 px box, for screen readers) is meant to overflow its box.
        for (const element of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, article, li, dd, dt, p')) {
          if (element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'auto') {
            issues.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" is ${element.scrollWidth}px in ${element.clientWidth}px`);
          }
        }
        const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
        if (!description) issues.push('no meta description');
        return issues;
      });
      problems.push(...found.map((issue) => `${path}: ${issue}`));
    }
    expect(problems).toEqual([]);
  });
}
