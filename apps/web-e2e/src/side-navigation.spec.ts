import { expect, test } from '@playwright/test';
import { axeFindings } from './design/page-checks';

/** spec 9: the panel's maximum width from the large, xlarge and xxlarge breakpoints (16 px rem). */
function maxPanelWidth(viewportWidth: number): number {
  if (viewportWidth >= 1600) return 49.5 * 16;
  if (viewportWidth >= 1280) return 39.5 * 16;
  if (viewportWidth >= 1024) return 31.5 * 16;
  return viewportWidth;
}

/** spec 2, 9: the side navigation of a content page inside a menu branch (Hochschule). */
test.describe('side navigation', { tag: '@layout' }, () => {
  test("opens a panel with the branch's pages, closes on Escape and gives the focus back", async ({
    page,
    viewport,
  }) => {
    await page.goto('/de/hochschule/leitbild');
    const opener = page.getByRole('button', { name: 'In diesem Bereich' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Seiten in diesem Bereich' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Bereichsnavigation schließen' })).toBeFocused();
    await expect(panel.getByRole('link')).toHaveText(['Hochschule', 'Leitbild', 'Geschichte']);
    await expect(panel.getByRole('link', { name: 'Leitbild' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The slide in has ended (reduced motion is not asked for): the panel sits at the right edge.
    await expect(async () => {
      const box = await panel.boundingBox();
      const width = viewport?.width ?? 0;
      expect(Math.round(box?.width ?? 0)).toBe(Math.min(width, maxPanelWidth(width)));
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
    }).toPass();
    expect(await axeFindings(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    await opener.click();
    await panel.getByRole('link', { name: 'Geschichte' }).click();
    await expect(page).toHaveURL(/\/de\/hochschule\/geschichte$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'In diesem Bereich' })).toBeVisible();
  });
});
