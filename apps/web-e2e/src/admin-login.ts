import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo editor of the README. */
const account = { email: 'redaktion@aula.example', password: 'aula-demo-2026' };

/** The login form's labels in each language. */
const loginTexts = {
  de: { email: 'E-Mail-Adresse', password: 'Passwort', login: 'Anmelden' },
  en: { email: 'E-mail address', password: 'Password', login: 'Log in' },
} as const;
export type LoginLang = keyof typeof loginTexts;

/** Logs in through `/admin/login` in `lang` as a new editor would and waits until `next` (a same-site path with its query) is reached. */
export async function logIn(page: Page, lang: LoginLang, next: string): Promise<void> {
  const target = new URL(next, 'http://aula.invalid');
  await page.goto(`/admin/login?lang=${lang}&next=${encodeURIComponent(next)}`);
  await page.getByLabel(loginTexts[lang].email).fill(account.email);
  await page.getByLabel(loginTexts[lang].password).fill(account.password);
  await page.getByRole('button', { name: loginTexts[lang].login }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === target.pathname &&
      [...target.searchParams.keys()].every((key) => url.searchParams.has(key)),
  );
}

/**
 * Logs in with the call the login form makes (DESIGN.md 3: the CSRF cookie, then its header), for
 * tests of what comes after the login: the form itself is `logIn`'s, and loading it for every
 * test cost the suite a page load each.
 */
export async function apiLogIn(request: APIRequestContext, lang: LoginLang = 'de'): Promise<void> {
  await request.get(`/${lang}/pageeditor-api/user`);
  const token =
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ??
    '';
  const login = await request.post(`/${lang}/pageeditor-api/login/`, {
    data: { username: account.email, password: account.password },
    headers: { 'X-CSRFToken': token },
  });
  expect(login.ok()).toBe(true);
}

/** Logs in and lands on the live page `next` (with `?edit`) with the editor's toolbar shown. */
export async function editorLogIn(page: Page, lang: LoginLang, next: string): Promise<void> {
  await apiLogIn(page.request, lang);
  await page.goto(next);
  await expect(page.getByRole('toolbar', { name: 'Editor' })).toBeVisible();
}

/** Logs in and lands on the admin page `path` in German. */
export async function adminLogIn(page: Page, path: string): Promise<void> {
  await apiLogIn(page.request);
  // The admin's language is German here, whatever the browser's.
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=de`);
}
