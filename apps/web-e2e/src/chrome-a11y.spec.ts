import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';

const require = createRequire(import.meta.url);

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Runs axe-core (installed in the workspace) on the page as it is now. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) }));
  });
}

/** spec 2/9: the chrome around a real page passes axe, closed and with the menu open. */
test.describe('chrome: accessibility (axe)', () => {
  // Every kind of screen with the seeded content, in both languages between them.
  const screens = [
    '/de/neuigkeiten',
    '/en/news',
    '/de',
    '/en/events',
    '/de/neuigkeiten/abschlussausstellung-1/1',
    '/en/events/semester-concert-25/25',
    '/de/personen',
    '/en/person?view=list',
    '/de/personen/anna-bauer-25/25',
    '/en/press',
    '/de/pressemitteilungen',
    '/en/microsites',
    '/de/studium',
    '/en/study/music',
    '/de/bewerbung',
    '/en/newsletter',
    '/de/search?q=konzert',
    '/en/blocks',
  ];
  for (const path of screens) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the open menu has no axe violations', async ({ page }) => {
    await page.goto('/en/news');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await page.waitForTimeout(800);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** spec 2: images of a content page open the lightbox gallery (counter, close; no thumbnails). */
test.describe('chrome: lightbox', () => {
  test('an image of an image list opens the gallery at its slide and closes again', async ({ page }) => {
    await page.goto('/de/bloecke');
    const trigger = page.getByRole('button', { name: /^Kreise und Balken/ }).first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const counter = page.locator('.yarl__counter');
    await expect(counter).toHaveText(/^\d+ von \d+$/);
    await expect(page.locator('.yarl__slide_current img')).toHaveAttribute('alt', 'Kreise und Balken');
    await expect(page.locator('.yarl__thumbnails')).toHaveCount(0);
    await page.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(page.locator('.yarl__slide_current img')).not.toHaveAttribute('alt', 'Kreise und Balken');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(counter).toHaveCount(0);
  });
});
