import { expect, test, type Page } from '@playwright/test';
import { adminLogIn } from './admin-login';

interface CreatedEntry {
  id: number;
  urls: { de: string; en: string } | null;
}

/** A news item made through the admin API with the editor's session (as the form saves it). */
async function createNews(page: Page, title: string): Promise<CreatedEntry> {
  return page.evaluate(async (title) => {
    const token = /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/de/api/admin/entities/news/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': decodeURIComponent(token) },
      body: JSON.stringify({
        title_de: title,
        title_en: `${title} (en)`,
        published_at: '2026-01-15T10:00',
        is_online: true,
      }),
    });
    if (response.status !== 201) throw new Error(`create answered ${response.status}`);
    return (await response.json()) as CreatedEntry;
  }, title);
}

test.describe('admin: lists as work lists (DESIGN.md 9)', { tag: '@layout' }, () => {
  test.setTimeout(120_000);

  test('an editor sorts by a column, takes two entries offline and deletes one after confirming', async ({
    page,
    request,
  }, info) => {
    const tag = `${info.project.name}${Date.now().toString(36)}`;
    const [first, second] = [`Liste A ${tag}`, `Liste B ${tag}`];
    await adminLogIn(page, '/admin/news/news');
    const created = await createNews(page, first);
    await createNews(page, second);
    const detail = created.urls?.de ?? '';
    expect((await request.get(detail)).status()).toBe(200);

    await page.goto(`/admin/news/news?lang=de&search=${encodeURIComponent(tag)}`);
    const titles = page.getByRole('rowheader');
    // The box an editor clicks: the label around React Aria's visually hidden checkbox.
    const select = (title: string) =>
      page
        .getByRole('row', { name: new RegExp(title) })
        .locator('label')
        .click();
    await expect(titles).toHaveCount(2);

    // Sorted by the title column: ascending, then descending, the state in the address.
    const titleColumn = page.getByRole('columnheader', { name: /^Titel/ });
    // The list arrives server-rendered: a click before it is hydrated does nothing, so click again.
    await expect(async () => {
      await titleColumn.click();
      await expect(titleColumn).toHaveAttribute('aria-sort', 'ascending', { timeout: 1000 });
    }).toPass();
    await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
    await expect(titles.first()).toHaveText(first);
    await titleColumn.click();
    await expect(titleColumn).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/[?&]sort=-title(&|$)/);
    await expect(titles.first()).toHaveText(second);

    // Both selected and taken offline: the status says so, the list shows it, visitors lose it.
    await select(first);
    await select(second);
    await expect(page.getByText('2 Einträge ausgewählt')).toBeVisible();
    await page.getByRole('button', { name: 'Offline nehmen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '2 Einträge offline genommen' }),
    ).toBeVisible();
    await expect(page.getByText('0 Einträge ausgewählt')).toBeVisible();
    for (const title of [first, second])
      await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Nein');
    await expect.poll(async () => (await request.get(detail)).status()).toBe(404);

    // One deleted: the confirmation names it; the list loads without it.
    await select(first);
    await page.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: `1 Eintrag löschen: ${first}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 Eintrag gelöscht' })).toBeVisible();
    await expect(page.getByRole('link', { name: first })).toHaveCount(0);
    await expect(page.getByRole('link', { name: second })).toBeVisible();

    // On a phone the table scrolls inside its frame; the page itself does not scroll sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The same list in English.
    await page.goto(`/admin/news/news?lang=en&search=${encodeURIComponent(tag)}&sort=-title`);
    await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByText('0 entries selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take offline' })).toBeDisabled();
  });
});
