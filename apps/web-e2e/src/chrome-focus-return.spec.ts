import { expect, test } from '@playwright/test';

/** issue 16.13: closing the lightbox or the breaking news never drops the keyboard focus on the page body. */
test.describe('chrome: focus after closing', () => {
  for (const [path, enlarge, close] of [
    ['/en/news/graduate-exhibition-1/1', /Enlarge image/, 'Close'],
    ['/de/neuigkeiten/abschlussausstellung-1/1', /Bild vergrößern/, 'Schließen'],
  ] as const) {
    test(`${path}: the lightbox gives the focus back to the image that opened it (keyboard)`, async ({ page }) => {
      await page.goto(path);
      const trigger = page.getByRole('button', { name: enlarge }).first();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.yarl__slide_current img')).toBeVisible();
      await page.locator('.yarl__root').getByRole('button', { name: close }).click();
      await expect(page.locator('.yarl__root')).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });
  }

  for (const [path, name] of [
    ['/de/neuigkeiten', 'Meldung schließen'],
    ['/en/news', 'Close announcement'],
  ] as const) {
    test(`${path}: closing the breaking news moves the focus on to the header`, async ({ page }) => {
      await page.goto(path);
      const closeButton = page.getByRole('button', { name });
      await closeButton.focus();
      await page.keyboard.press('Enter');
      await expect(closeButton).toHaveCount(0);
      const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName ?? '', inHeader: Boolean(document.activeElement?.closest('header')) }));
      expect(focused.tag).not.toBe('BODY');
      expect(focused.inHeader).toBe(true);
    });
  }
});
