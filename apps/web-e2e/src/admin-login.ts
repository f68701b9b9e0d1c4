import { expect, type Page } from '@playwright/test';

/** The demo editor of the README. */
const account = { email: 'redaktion@aula.example', password: 'aula-demo-2026' };

/** Logs in through `/admin/login` as a new editor would and lands on the admin page `path` in German. */
export async function adminLogIn(page: Page, path: string): Promise<void> {
  // The admin's language is German here, whatever the browser's.
  const next = `${path}${path.includes('?') ? '&' : '?'}lang=de`;
  await page.goto(`/admin/login?lang=de&next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
}
