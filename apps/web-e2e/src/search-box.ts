import { expect, type Page } from '@playwright/test';

/** The header search's names (spec 2) in each language. */
const searchNames = {
  de: { open: 'Suche öffnen', field: 'Suchbegriff' },
  en: { open: 'Open search', field: 'Search term' },
} as const;

/**
 * Opens the header search (the desktop box or the phone overlay) and answers its field. The
 * button arrives server-rendered: a click before the header is hydrated does nothing, so it is
 * clicked again until the field is there, unless the overlay is already on its way in.
 */
export async function openSearch(page: Page, locale: keyof typeof searchNames) {
  const names = searchNames[locale];
  const button = page.getByRole('button', { name: names.open });
  const field = page.getByRole('combobox', { name: names.field });
  await expect(async () => {
    const opened = (await button.getAttribute('aria-expanded')) === 'true';
    if (!opened && !(await field.isVisible())) await button.click({ timeout: 2000 });
    await expect(field).toBeVisible({ timeout: 2000 });
  }).toPass();
  return field;
}
