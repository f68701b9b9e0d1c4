import { expect, test } from '@playwright/test';
import { type PrivateSite, startPrivateSite } from '../support/private-site';

/**
 * Ports of this test's own API and host, next to the suite's and clear of the scale-out cluster's
 * (E2E_API_PORT + 30/+31, and +40/+41 for the phone project of the nightly run: the two projects
 * run side by side on different workers).
 */
const portsOf = (project: string) => {
  const apiPort = Number(process.env['E2E_API_PORT'] ?? 3201) + (project === 'phone' ? 40 : 30);
  return { apiPort, webPort: apiPort + 1 };
};

let site: PrivateSite;

test.describe.configure({ mode: 'serial' });

// Playwright reads the fixtures from the first parameter's pattern: none are needed here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(300_000);
  const { apiPort, webPort } = portsOf(testInfo.project.name);
  // One bad row never breaks a read: a stored Image block whose data no longer reads, written
  // straight into the database, in the first section of the block catalogue (/de/bloecke), beside
  // its other blocks.
  site = await startPrivateSite(apiPort, webPort, async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `select m.id from module m join page p on p.id = m.object_id and m.content_type = 'pageeditor.page'
       where p.slug = 'bloecke' and m.locale = 'de' and m.model = 'ContainerModule' order by m.position, m.id limit 1`,
    );
    const container = rows[0]?.id;
    if (!container) throw new Error('no section on /de/bloecke');
    await db.query(
      `insert into module (model, locale, parent_id, column_index, position, data, version) values ('ImageModule', 'de', $1, 0, 1, $2, 1)`,
      [container, JSON.stringify({ image: 'gone', alias: 'sideways' })],
    );
  });
});

test.afterAll(async () => {
  await site?.stop();
});

test('visitors get the page without the broken block; editors see its placeholder and can open it in its form', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await browser.newPage({ baseURL: site.url });
  const response = await visitor.goto('/de/bloecke');
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Alle Blöcke' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Überschrift Ebene 6' })).toBeVisible();
  await expect(visitor.locator('[data-aula-broken]')).toHaveCount(0);
  await expect(visitor.getByText('Fehlerhafter Block')).toHaveCount(0);
  await visitor.close();

  const editor = await browser.newPage({ baseURL: site.url });
  await editor.goto(`/admin/login?lang=de&next=${encodeURIComponent('/de/bloecke?edit')}`);
  await editor.getByLabel('E-Mail-Adresse').fill('redaktion@aula.example');
  await editor.getByLabel('Passwort').fill('aula-demo-2026');
  await editor.getByRole('button', { name: 'Anmelden' }).click();
  await editor.waitForURL((url) => url.pathname === '/de/bloecke' && url.searchParams.has('edit'));
  const placeholder = editor.locator('main [data-aula-broken]');
  await expect(placeholder).toHaveCount(1);
  await expect(placeholder).toContainText('Fehlerhafter Block: Bild');
  await expect(placeholder).toContainText('Problem: ');
  // The section dialog opens the block in the Image form with the reason above its fields.
  const section = editor
    .locator('main [data-aula-model="ContainerModule"][data-aula-module-id]')
    .first();
  await section.getByRole('button', { name: 'Abschnitt bearbeiten' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Abschnitt bearbeiten' });
  await expect(
    dialog.getByText('Der gespeicherte Inhalt dieses Blocks erfüllt die Regeln nicht mehr'),
  ).toBeVisible();
  await editor.close();
});
