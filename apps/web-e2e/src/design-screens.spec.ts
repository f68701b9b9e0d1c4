import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { designScreens } from './design/design-screens';
import { clippedHeadings, horizontalOverflow, loadLazyImages, seriousAxeFindings } from './design/page-checks';

/** `npm run screenshots` sets this: every checked screen is also saved as a full-page PNG. */
const screenshotDir = process.env['SCREENSHOTS_DIR'];

/**
 * Issue 17: every screen of spec 2, in both languages, at the phone and the desktop width of the
 * project: nothing scrolls sideways, no heading is cut, and axe (colour contrast included) finds
 * nothing serious or critical.
 */
test.describe('design: every screen', () => {
  for (const screen of designScreens) {
    for (const locale of ['de', 'en'] as const) {
      test(`${screen.name} (${locale})`, async ({ page, viewport }) => {
        await page.goto(screen[locale]);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        await page.evaluate(() => document.fonts.ready);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await clippedHeadings(page)).toEqual([]);
        expect(await seriousAxeFindings(page)).toEqual([]);
        if (screenshotDir) {
          mkdirSync(screenshotDir, { recursive: true });
          await loadLazyImages(page);
          const file = `${screen.name}-${locale}-${viewport?.width ?? 0}.png`;
          await page.screenshot({ path: resolve(screenshotDir, file), fullPage: true, animations: 'disabled' });
        }
      });
    }
  }
});
