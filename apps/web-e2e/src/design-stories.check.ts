import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './design/page-checks';

/** Storybook's a11y addon runs axe on load too; ours waits until that run is over. */
async function findingsAfterAddon(page: Page) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await seriousAxeFindings(page);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('already running')) throw error;
      await page.waitForTimeout(500);
    }
  }
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** The stories of the built Storybook (read at collection time, so each is a test of its own). */
const index = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../dist/storybook/index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Phone first, then desktop: one load per story, the page resized in between. */
const widths = [375, 1280] as const;

/**
 * Issue 17: every component and block story at the phone and the desktop width, in Chromium,
 * with axe including colour contrast (which jsdom's story tests cannot compute). The addon's own
 * automatic run is switched off (`a11y.manual`): this check runs axe itself, once per width.
 */
for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 812 });
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
    // Editor forms load CKEditor first: on a busy machine that takes longer than the default 5 s.
    await expect(page.locator('#storybook-root > *').first()).toBeAttached({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    for (const width of widths) {
      if (width !== widths[0]) await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await findingsAfterAddon(page), `${width} px`).toEqual([]);
    }
  });
}
