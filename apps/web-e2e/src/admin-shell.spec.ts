import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminLogIn, logIn } from './admin-login';

/**
 * The menu button: the <summary> of the navigation's disclosure (browsers expose it as a button;
 * Playwright's roles do not, so it is found by its element and text).
 */
const menuButton = (page: Page, menu = 'Menü') =>
  page.locator('summary').filter({ hasText: new RegExp(`^${menu}$`) });

/** The admin navigation; on phones it sits behind the menu button, which opens it first. */
async function adminNavigation(page: Page, label = 'Verwaltungsbereiche', menu = 'Menü') {
  const button = menuButton(page, menu);
  // The admin app renders in the browser: wait for its shell before asking for the button.
  await expect(page.getByRole('main')).toBeVisible();
  if (await button.isVisible()) {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  return page.getByRole('navigation', { name: label });
}

/** The page is no wider than the window: nothing scrolls sideways (375 px included). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A 375 px phone with JavaScript off, logged in with the session of `page`. */
async function noScriptPhone(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

test.describe('admin: shell, navigation and breadcrumbs (DESIGN.md 9)', { tag: '@layout' }, () => {
  test.setTimeout(90_000);

  test('the media library: reached from the navigation, marked current, a way back', async ({
    page,
  }) => {
    await adminLogIn(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const navigation = await adminNavigation(page);
    // The groups of the navigation, each a labelled list.
    for (const group of ['Inhalte', 'Studium', 'Startseite', 'Website', 'Medien'])
      await expect(navigation.getByRole('list', { name: group })).toBeVisible();
    await navigation.getByRole('link', { name: 'Mediathek' }).click();
    await expect(page).toHaveURL(/\/admin\/media\?lang=de$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mediathek' })).toBeVisible();
    const here = (await adminNavigation(page)).getByRole('link', { name: 'Mediathek' });
    await expect(here).toHaveAttribute('aria-current', 'page');
    const trail = page.getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(trail.getByRole('listitem')).toHaveText(['Übersicht', 'Medien', 'Mediathek']);
    await expectNoSidewaysScroll(page);
    await trail.getByRole('link', { name: 'Übersicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  });

  test('a change page: breadcrumbs back to its list, the entry on the site', async ({ page }) => {
    await adminLogIn(page, '/admin/news/news');
    // The list is a React Aria grid (rows can be selected): its title cells are row headers.
    const firstEntry = page.getByRole('grid').getByRole('rowheader').first().getByRole('link');
    await firstEntry.click();
    // Generous for the server's render under the whole suite's load.
    await expect(page).toHaveURL(/\/admin\/news\/news\/\d+\/change\?lang=de$/, {
      timeout: 20_000,
    });
    await expect(
      (await adminNavigation(page)).getByRole('link', { name: 'Neuigkeiten' }),
    ).toHaveAttribute('aria-current', 'page');
    const trail = page.getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(trail.getByRole('listitem')).toHaveText([
      'Übersicht',
      'Inhalte',
      'Neuigkeiten',
      /^Eintrag \d+$/,
    ]);
    await expectNoSidewaysScroll(page);
    const onSite = page.getByRole('link', { name: 'Auf der Website ansehen (DE)' });
    const siteAddress = (await onSite.getAttribute('href')) ?? '';
    expect(siteAddress).toMatch(/^\/de\//);
    expect((await page.request.get(siteAddress)).status()).toBe(200);
    await trail.getByRole('link', { name: 'Neuigkeiten' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/news\?lang=de$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible();
  });

  test('the change page of an id that does not exist says "not found" with status 404', async ({
    page,
  }) => {
    await logIn(page, 'en', '/admin?lang=en');
    const response = await page.goto('/admin/events/event/987654321/change?lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This entry does not exist (any more).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(trail.getByRole('listitem')).toHaveText([
      'Dashboard',
      'Content',
      'Events',
      'Entry 987654321',
    ]);
    await page.getByRole('link', { name: 'To the list' }).click();
    await expect(page).toHaveURL(/\/admin\/events\/event\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  test('keyboard: the skip link first, then the header and the navigation', async ({ page }) => {
    await logIn(page, 'en', '/admin?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const menu = menuButton(page, 'Menu');
    if (await menu.isVisible()) {
      // Phones: the menu button opens the navigation from the keyboard.
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    }
    const navigation = page.getByRole('navigation', { name: 'Admin sections' });
    await navigation.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: 'News', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  });
  test('phones without JavaScript: the menu opens and its links lead on', async ({
    page,
    browser,
  }) => {
    await adminLogIn(page, '/admin');
    const plain = await noScriptPhone(browser, page);
    await plain.goto('/admin/media?lang=de');
    const navigation = plain.getByRole('navigation', { name: 'Verwaltungsbereiche' });
    await expect(navigation).toBeHidden();
    const menu = menuButton(plain);
    // The browser alone (a native disclosure) opens it, and reports it expanded.
    await expect(menu).not.toHaveAttribute('aria-expanded');
    await menu.click();
    await expect(plain.locator('details').filter({ has: menu })).toHaveJSProperty('open', true);
    await expect(navigation.getByRole('link', { name: 'Mediathek' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSidewaysScroll(plain);
    await navigation.getByRole('link', { name: 'Neuigkeiten' }).click();
    await expect(plain).toHaveURL(/\/admin\/news\/news\?lang=de$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible();
    // A new page: the menu closed again, and the keyboard opens it too.
    await expect(navigation).toBeHidden();
    await menuButton(plain).focus();
    await plain.keyboard.press('Enter');
    await expect(navigation.getByRole('link', { name: 'Neuigkeiten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await plain.context().close();
  });
});
