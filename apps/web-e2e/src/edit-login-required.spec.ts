import { expect, test } from '@playwright/test';
import { editorLogIn } from './admin-login';

/**
 * spec 2/6: edit mode without a login shows the login-required modal, which leads to the login page
 * and back.
 */
for (const [path, title, action, loginButton] of [
  ['/de/hochschule', 'Anmeldung erforderlich', 'Zur Anmeldung', 'Anmelden'],
  ['/en/university', 'Login required', 'Go to login', 'Log in'],
] as const) {
  test(`${path}?edit without a login: the login-required modal leads to the login page with ?next=`, async ({
    page,
  }) => {
    await page.goto(`${path}?edit`);
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: action }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/login' && url.searchParams.get('next') === `${path}?edit`,
    );
    await expect(page.getByRole('button', { name: loginButton })).toBeVisible();
  });

  test(`${path}?edit seen without a login shows the editor once the editor has logged in`, async ({
    page,
  }) => {
    // DESIGN.md 5: the browser holds the visitor's page it was given, and must not show it again
    // (with the modal) while it asks whether it changed.
    await page.goto(`${path}?edit`);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await editorLogIn(page, path.startsWith('/de') ? 'de' : 'en', `${path}?edit`);
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  });

  test(`${path} without ?edit shows no login-required modal`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  });
}
