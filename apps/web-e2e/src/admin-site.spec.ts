import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminLogIn, editorLogIn } from './admin-login';
import { sensorListening } from './dnd-keyboard';

test.describe('admin: navigation and newsletter (DESIGN.md 9)', { tag: '@layout' }, () => {
  test.setTimeout(90_000);
  // They run at 1280 px, then at 375 px on the same database (playwright.config.ts): names are unique
  // per run and the menu is put back as it was.

  test('renames a menu entry and moves it down with the keyboard; the saved tree keeps both', async ({
    page,
  }) => {
    await adminLogIn(page, '/admin/navigation');
    await expect(page.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible();
    const original = await page.evaluate(async () =>
      (await fetch('/de/api/admin/navigation/menu/')).json(),
    );
    // The top level of the tree (nested entries carry the attribute too).
    const topLevel = page.locator('[data-nav-entry]:not([data-nav-entry] [data-nav-entry])');
    const first = topLevel.first();
    const firstName = (await first.getAttribute('data-nav-entry')) ?? '';
    const secondName = (await topLevel.nth(1).getAttribute('data-nav-entry')) ?? '';
    const renamed = `${firstName} (neu ${Date.now().toString(36)})`;
    try {
      await first.getByLabel(`DE: ${firstName}`, { exact: true }).fill(renamed);
      // dnd-kit's keyboard sensor: Space picks the entry up, the arrow moves it, Space drops it.
      await page.getByRole('button', { name: `Ziehen zum Verschieben: ${renamed}` }).focus();
      await page.keyboard.press('Space');
      await sensorListening(page);
      await page.keyboard.press('ArrowDown');
      // At 375 px the entries are tall: the step scrolls the page (smoothly) to the next place. Drop
      // once the live region says where the entry is, as a screen-reader user would.
      await expect(page.getByText(`${renamed} ist jetzt an Position 2.`).first()).toBeAttached();
      await page.keyboard.press('Space');
      await expect(topLevel.nth(0)).toHaveAttribute('data-nav-entry', secondName);
      const preview = page.getByRole('navigation', { name: 'Vorschau' });
      await expect(preview.locator(':scope > ul > li').nth(1)).toContainText(renamed);
      await page.getByRole('button', { name: 'Navigation speichern' }).click();
      await expect(page.getByText('Navigation gespeichert.')).toBeVisible();
      await page.reload();
      await expect(topLevel.nth(0)).toHaveAttribute('data-nav-entry', secondName);
      await expect(topLevel.nth(1)).toHaveAttribute('data-nav-entry', renamed);
      // The move buttons are the non-drag way back up.
      await page.getByRole('button', { name: `Nach oben: ${renamed}` }).click();
      await expect(topLevel.nth(0)).toHaveAttribute('data-nav-entry', renamed);
    } finally {
      // Other tests read the menu: put it back as it was.
      const status = await page.evaluate(async (items) => {
        const token = /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch('/de/api/admin/navigation/menu/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': decodeURIComponent(token) },
          body: JSON.stringify(items),
        });
        return response.status;
      }, original);
      expect(status).toBe(200);
    }
  });

  test('lists newsletter subscriptions and exports them as CSV', async ({ page, request }) => {
    const email = `admin-e2e-${Date.now()}@example.org`;
    const newsletters = (await (await request.get('/de/api/newsletter/')).json()) as {
      id: number;
    }[];
    const signup = await request.post('/de/api/newsletter/', {
      data: { email, name: 'Erika Muster', newsletters: [newsletters[0]?.id] },
    });
    expect(signup.status()).toBe(201);
    await adminLogIn(page, '/admin/newsletter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Newsletter-Abonnements' }),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: email })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Als CSV exportieren' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '"email","name","language","newsletters","confirmed_at","created_at"',
    );
    expect(csv).toContain(`"${email}","Erika Muster","de"`);

    // Deleted on request (GDPR), after a confirmation.
    await page.getByRole('button', { name: `Löschen (DSGVO): ${email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Abonnement gelöscht.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: email })).toHaveCount(0);
  });
});

test.describe('admin: the dashboard (DESIGN.md 9)', { tag: '@layout' }, () => {
  test.setTimeout(120_000);

  test('a section an editor saves is the first recent change, with who and a link to its page', async ({
    page,
  }, testInfo) => {
    // The pages editor-conflict.spec.ts edits too: both only add stamped headlines.
    const [path, title] = testInfo.project.name.endsWith('phone')
      ? ['/de/datenschutz', 'Datenschutz']
      : ['/de/impressum', 'Impressum'];
    await editorLogIn(page, 'de', `${path}?edit`);
    const section = page.locator('main [data-aula-model="ContainerModule"][data-aula-module-id]');
    await section.first().getByRole('button', { name: 'Abschnitt bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abschnitt bearbeiten' });
    const headline = `${title} ${Date.now().toString(36)}`;
    await dialog
      .getByRole('textbox', { name: /^Überschrift/ })
      .first()
      .fill(headline);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('main').getByText(headline).first()).toBeVisible();

    await page.goto('/admin?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    const latest = page.getByRole('region', { name: 'Letzte Änderungen' }).getByRole('listitem');
    await expect(latest.first()).toContainText(`${title}Abschnitt (DE)`);
    await expect(latest.first()).toContainText('von redaktion');
    const link = latest.first().getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', `${path}?edit`);

    // Each figure leads to the list behind it.
    await page.getByRole('link', { name: /Entwürfe warten auf Veröffentlichung/ }).click();
    await expect(page).toHaveURL(/#dashboard-drafts$/);
    await expect(
      page.getByRole('heading', { level: 2, name: /^Entwürfe warten auf Veröffentlichung/ }),
    ).toBeInViewport();

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?edit$`));
    await expect(page.locator('main').getByText(headline).first()).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Editor' })).toBeVisible();
  });
});
