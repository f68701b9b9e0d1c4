import { expect, test } from '@playwright/test';
import { axeFindings } from './design/page-checks';

/** spec 2/9: the chrome with the menu open passes axe (every screen closed: screens-sweep.spec.ts). */
test.describe('chrome: accessibility (axe)', { tag: '@layout' }, () => {
  test('the open menu has no axe violations', async ({ page }) => {
    await page.goto('/en/news');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await page.waitForTimeout(800);
    expect(await axeFindings(page)).toEqual([]);
  });
});

/** spec 2: images of a content page open the lightbox gallery (counter, close; no thumbnails). */
test.describe('chrome: lightbox', { tag: '@layout' }, () => {
  test('an image of an image list opens the gallery at its slide and closes again', async ({
    page,
  }) => {
    await page.goto('/de/bloecke');
    // The first image of the first image list (the demo seed: artwork 16, page-blocks.ts).
    const alt =
      'Abstrakte Komposition aus senkrechten Farbstreifen in Pastellblau, Pfirsich und Anthrazit';
    const trigger = page.getByRole('button', { name: new RegExp(`^${alt}`) }).first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const counter = page.locator('.yarl__counter');
    await expect(counter).toHaveText(/^\d+ von \d+$/);
    await expect(page.locator('.yarl__slide_current img')).toHaveAttribute('alt', alt);
    await expect(page.locator('.yarl__thumbnails')).toHaveCount(0);
    await page.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(page.locator('.yarl__slide_current img')).not.toHaveAttribute('alt', alt);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(counter).toHaveCount(0);
  });
});
