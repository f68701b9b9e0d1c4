import { expect, test } from '@playwright/test';

/** spec 2/4: the default layout's header behaviour and footer, the error layout, the service worker. */
test.describe('chrome: default layout', { tag: '@layout' }, () => {
  test('the header hides when scrolling down past the threshold and comes back when scrolling up', async ({
    page,
  }) => {
    await page.goto('/de/neuigkeiten');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-behaviour', 'hide');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-hidden', 'false');
  });

  test('the footer has the campus portal first, the footer navigation, cookie settings, social links, microsites and related websites', async ({
    page,
  }) => {
    await page.goto('/en/news');
    const footer = page.getByRole('contentinfo');
    const service = footer.getByRole('navigation', { name: 'Service' });
    await expect(service.getByRole('listitem').first()).toHaveText('Campus portal');
    await expect(service.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      '/en/imprint',
    );
    await expect(service.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(
      footer.getByRole('navigation', { name: 'Social networks' }).getByRole('link'),
    ).toHaveCount(4);
    await expect(footer.getByRole('heading', { name: 'Microsites' })).toBeVisible();
    await expect(
      footer.getByRole('navigation', { name: 'Related websites' }).getByRole('link'),
    ).not.toHaveCount(0);
  });

  test('prints without the chrome: logo kept, tools, menu and footer gone, text links with their address', async ({
    page,
  }) => {
    await page.goto('/en/blocks');
    await page.emulateMedia({ media: 'print' });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Home page/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open search' })).toBeHidden();
    await expect(header.getByRole('link', { name: /German/ })).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const textLink = page.locator('main p a[href]').first();
    const address = await textLink.getAttribute('href');
    const printed = await textLink.evaluate((link) => getComputedStyle(link, '::after').content);
    expect(printed).toBe(`" (${address})"`);
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/de\/impressum$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('chrome: loading bar', () => {
  test('runs while a slow page loads and is gone once it is shown', async ({ page }) => {
    await page.goto('/de/neuigkeiten');
    // Hold the next page back long enough for the bar's 200 ms throttle to pass.
    await page.route(/\/de\/impressum/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    const bar = page.getByRole('progressbar', { name: 'Seite wird geladen' });
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/de\/impressum$/);
    await expect(bar).toBeHidden();
  });
});

test.describe('chrome: error layout', () => {
  test('has only the header with the animated logo linking home', async ({ page }) => {
    await page.goto('/de/404');
    const logo = page.getByRole('banner').getByRole('link', { name: 'Aula – Startseite' });
    await expect(logo).toHaveAttribute('href', '/de');
    await expect(logo).toHaveAttribute('data-animated', 'true');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('chrome: service worker', () => {
  test('is registered at /sw.js with scope / and shows the offline page without a network', async ({
    page,
    context,
  }) => {
    await page.goto('/en/news');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await context.setOffline(true);
    await page.goto('/en/events').catch(() => null);
    await expect(page.getByRole('heading', { name: 'Sie sind offline' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });
});
