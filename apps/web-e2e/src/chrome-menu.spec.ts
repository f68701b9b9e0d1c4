import { expect, test } from '@playwright/test';

/** spec 2/4: the header's burger menu, the language switch and the skip link, on desktop and phone. */
test.describe('chrome: header menu', { tag: '@layout' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/de/neuigkeiten');
  });

  test('opens full screen with highlighted and normal entries, and expands a submenu', async ({
    page,
  }) => {
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü schließen' }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      menu
        .getByRole('navigation', { name: 'Schwerpunkte' })
        .getByRole('link', { name: 'Neuigkeiten' }),
    ).toBeVisible();
    const toggle = menu
      .getByRole('navigation', { name: 'Weitere Seiten' })
      .getByRole('button', { name: 'Hochschule' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Leitbild' })).toBeVisible();
    // One submenu at a time: opening another closes the first; the open one closes on its own toggle.
    const study = menu
      .getByRole('navigation', { name: 'Weitere Seiten' })
      .getByRole('button', { name: 'Studium' });
    await study.click();
    await expect(study).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Gasthörende' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Leitbild' })).toBeHidden();
    await study.click();
    await expect(study).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it, clears the open submenu and gives the focus back to the burger', async ({
    page,
  }) => {
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await menu.getByRole('button', { name: 'Hochschule' }).click();
    await expect(menu.getByRole('button', { name: 'Hochschule' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await burger.click();
    await expect(
      page.getByRole('dialog', { name: 'Hauptmenü' }).getByRole('button', { name: 'Hochschule' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps the focus inside while open', async ({ page }) => {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await expect(menu).toBeVisible();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return (
          active !== null &&
          (active.closest('[role="dialog"]') !== null ||
            active.getAttribute('aria-controls') === 'site-menu')
        );
      });
      expect(inside).toBe(true);
    }
  });

  test('a click outside the menu closes it', async ({ page, viewport }) => {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await expect(menu).toBeVisible();
    const width = viewport?.width ?? 1280;
    const height = viewport?.height ?? 800;
    // From the large breakpoint the panel leaves the page on its left visible; on a phone it covers
    // the whole screen, so there the press lands on the page below it directly.
    if (width >= 1024) await page.mouse.click(5, height / 2);
    else await page.locator('footer').dispatchEvent('pointerdown');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('following a menu link closes the menu and shows the page', async ({ page }) => {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await menu.getByRole('button', { name: 'Hochschule' }).click();
    await menu.getByRole('link', { name: 'Geschichte' }).click();
    await expect(page).toHaveURL(/\/de\/hochschule\/geschichte$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('chrome: language switch', () => {
  test('goes to the same screen in the other language and back', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    const switcher = page.getByRole('navigation', { name: 'Sprache wählen' });
    await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await switcher.getByRole('link', { name: 'Englisch' }).click();
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await page
      .getByRole('navigation', { name: 'Choose language' })
      .getByRole('link', { name: 'German' })
      .click();
    await expect(page).toHaveURL(/\/de\/neuigkeiten$/);
  });

  test('keeps the parameters of a screen', async ({ page }) => {
    await page.goto('/en/events');
    await expect(page.getByRole('link', { name: 'German' })).toHaveAttribute(
      'href',
      '/de/veranstaltungen',
    );
  });
});

test.describe('chrome: skip link', () => {
  test('is the first focusable element and moves the focus to the content', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#content')).toBeFocused();
  });
});
