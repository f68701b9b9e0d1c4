import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { designScreens } from './design/design-screens';
import { axeFindings, layoutProblems, loadLazyImages } from './design/page-checks';

const require = createRequire(import.meta.url);

/**
 * One visitor's tab per worker, kept from screen to screen, as a visitor goes through the site:
 * a new browser context for each of the hundred screens loaded the site's scripts, styles and
 * fonts again and compiled axe's half-megabyte script again (a second each). axe is given to
 * every document of the tab as it starts. The sweep only looks, so one screen cannot change the
 * next; a failed test ends its worker, and the next one starts with a new tab.
 */
const test = base.extend<object, { visitor: Page }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        baseURL,
      });
      await context.addInitScript({ path: require.resolve('axe-core/axe.min.js') });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** `npm run screenshots` sets this: every checked screen is also saved as a full-page PNG. */
const screenshotDir = process.env['SCREENSHOTS_DIR'];

/**
 * spec 2: every screen of the route table in both languages, at the project's width (desktop
 * 1280 px, phone 375 px), loaded once and checked for everything a screen owes its visitor:
 * status, language, one h1 that names the page's title (the search's title adds the query), a
 * meta description, an absolute canonical and the hreflang alternates (their pairing:
 * seo-links.spec.ts), nothing wider than the window, no heading or word cut off its box, and axe
 * (contrast included) finding nothing.
 */
test.describe('every screen', { tag: '@layout' }, () => {
  for (const screen of designScreens) {
    for (const locale of ['de', 'en'] as const) {
      test(`${screen.name} (${locale})`, async ({ visitor: page }) => {
        const path = screen[locale];
        const response = await page.goto(path);
        expect(response?.status()).toBe(screen.status ?? 200);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        const title = (await heading.innerText()).trim();
        expect(title).not.toBe('');
        if (screen.status !== 404) {
          await expect(page).toHaveTitle(`${screen.title?.[locale] ?? title} | Aula`);
          const head = page.locator('head');
          await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
            'href',
            /^https?:\/\/[^/]+\//,
          );
          for (const hreflang of ['de', 'en', 'x-default']) {
            await expect(
              head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`),
            ).toHaveAttribute('href', /^https?:\/\/[^/]+\//);
          }
        }
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
        // Lazy images get their size once loaded: bring all of them in before measuring.
        await page.evaluate(() =>
          document
            .querySelectorAll('img[loading="lazy"]')
            .forEach((image) => image.setAttribute('loading', 'eager')),
        );
        await page.waitForLoadState('load');
        await page.evaluate(() => document.fonts.ready);
        expect(await layoutProblems(page)).toEqual([]);
        expect(await axeFindings(page)).toEqual([]);
        if (screenshotDir) {
          mkdirSync(screenshotDir, { recursive: true });
          await loadLazyImages(page);
          const file = `${screen.name}-${locale}-${page.viewportSize()?.width ?? 0}.png`;
          await page.screenshot({
            path: resolve(screenshotDir, file),
            fullPage: true,
            animations: 'disabled',
          });
        }
      });
    }
  }
});
