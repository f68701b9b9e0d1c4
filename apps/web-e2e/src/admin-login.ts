import { expect, type Page } from '@playwright/test';

/** The demo editor of the README. */
const account = { email: 'redaktion@aula.example', password: 'aula-demo-2026' };

/** Logs in through `/admin/login` as a new editor would and lands on the admin page `next`. */
export async function adminLogIn(page: Page, next: string): Promise<void> {
  await page.goto(`/admin/login?lang=de&next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
}
