import { expect, test } from '@playwright/test';

/**
 * Closing the lightbox or the breaking news never drops the keyboard focus on the page body.
 */
test.describe('chrome: focus after closing', () => {
  for (const [path, enlarge, close] of [
    ['/en/news/graduate-exhibition-1/1', /Enlarge image/, 'Close'],
    ['/de/neuigkeiten/abschlussausstellung-1/1', /Bild vergrößern/, 'Schließen'],
  ] as const) {
    test(`${path}: the lightbox gives the focus back to the image that opened it (keyboard)`, async ({
      page,
    }) => {
      await page.goto(path);
      const trigger = page.getByRole('button', { name: enlarge }).first();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.yarl__slide_current img')).toBeVisible();
      await page.locator('.yarl__root').getByRole('button', { name: close }).click();
      await expect(page.locator('.yarl__root')).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });

    test(`${path}: Escape closes the lightbox and gives the focus back to the image that opened it`, async ({
      page,
    }) => {
      await page.goto(path);
      const trigger = page.getByRole('button', { name: enlarge }).first();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.yarl__slide_current img')).toBeVisible();
      // The dialog holds the focus while it is open.
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.yarl__root'))))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.locator('.yarl__root')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      // The next Tab continues after the image, not at the top of the page.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () =>
            document.activeElement?.closest('header') === null &&
            document.activeElement !== document.body,
        ),
      ).toBe(true);
    });
  }

  for (const [path, name] of [
    ['/de/neuigkeiten', 'Meldung schließen'],
    ['/en/news', 'Close announcement'],
  ] as const) {
    test(`${path}: closing the breaking news moves the focus on to the header`, async ({
      page,
    }) => {
      await page.goto(path);
      const closeButton = page.getByRole('button', { name });
      await closeButton.focus();
      await page.keyboard.press('Enter');
      await expect(closeButton).toHaveCount(0);
      const focused = await page.evaluate(() => ({
        tag: document.activeElement?.tagName ?? '',
        inHeader: Boolean(document.activeElement?.closest('header')),
      }));
      expect(focused.tag).not.toBe('BODY');
      expect(focused.inHeader).toBe(true);
    });
  }
});
