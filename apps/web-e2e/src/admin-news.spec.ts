import { expect, test } from '@playwright/test';
import { adminLogIn } from './admin-login';
import { shownByDatePicker, typeIntoDatePicker } from './date-picker';

/** Now minus an hour as Europe/Berlin wall time, as the API takes it (`2026-11-23T10:00`). */
function berlinHourAgo(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() - 3_600_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

test.describe('admin: news (DESIGN.md 9)', { tag: '@layout' }, () => {
  test.setTimeout(120_000);
  test('without a session the admin area leads to the login', async ({ page }) => {
    await page.goto('/admin/news/news?lang=en');
    await expect(page).toHaveURL(/\/admin\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/news/news?lang=en');
  });

  test('an editor creates a news item in German and English, visitors find it, a changed slug redirects', async ({
    page,
    browser,
  }, info) => {
    const tag = `${info.project.name}${Date.now().toString(36)}`;
    const title = { de: `Rundgang Admin ${tag}`, en: `Open studio admin ${tag}` };
    await adminLogIn(page, '/admin/news/news/add');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Neuigkeit hinzufügen' }),
    ).toBeVisible();

    // Saving empty shows the translated message at the field and in the summary; nothing is saved.
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText('Titel (Deutsch): Dieses Feld ist erforderlich!').first(),
    ).toBeVisible();

    const german = page.getByRole('group', { name: /^Deutsch/ });
    const english = page.getByRole('group', { name: /^Englisch/ });
    await german.getByLabel(/^Titel/).fill(title.de);
    await german.getByLabel(/^Anreißer/).fill('Ein Blick in die Ateliers.');
    await expect(english.getByText('Übersetzung fehlt')).toBeVisible();
    await english.getByLabel(/^Titel/).fill(title.en);
    await expect(english.getByText('Übersetzung fehlt')).toHaveCount(0);
    await english.getByLabel(/^Anreißer/).fill('A look into the studios.');
    // The date picker, typed segment by segment in the German format (spec 1: Europe/Berlin).
    const publishedAt = berlinHourAgo();
    const dateField = page.getByRole('group', { name: /^Veröffentlichungsdatum/ });
    await typeIntoDatePicker(dateField, publishedAt);
    await expect(dateField).toContainText(shownByDatePicker(publishedAt, 'de'));
    await page.getByLabel('Veröffentlicht (online)').check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admin\/news\/news\/\d+\/change/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Neuigkeit bearbeiten' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    const id = /news\/news\/(\d+)\/change/.exec(page.url())?.[1];
    const slug = { de: `rundgang-admin-${tag}`, en: `open-studio-admin-${tag}` };
    await expect(german.getByLabel(/^Kurzname/)).toHaveValue(slug.de);
    // Stored as that Berlin wall time: the change page shows it again, and in English.
    await expect(dateField).toContainText(shownByDatePicker(publishedAt, 'de'));
    await page.goto(`/admin/news/news/${id}/change?lang=en`);
    await expect(page.getByRole('group', { name: /^Publication date/ })).toContainText(
      shownByDatePicker(publishedAt, 'en'),
    );

    // The list finds it by search, and by its day in the date filter (a GET form).
    await page.goto(`/admin/news/news?lang=de&search=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('link', { name: title.de })).toBeVisible();
    const day = publishedAt.slice(0, 10);
    await typeIntoDatePicker(page.getByRole('group', { name: /^Von/ }), day);
    await typeIntoDatePicker(page.getByRole('group', { name: /^Bis/ }), day);
    await page.getByRole('button', { name: 'Anwenden' }).click();
    await expect(page).toHaveURL(new RegExp(`since=${day}&until=${day}`));
    await expect(page.getByRole('link', { name: title.de })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Von/ })).toContainText(
      shownByDatePicker(day, 'de'),
    );

    const visitor = await browser.newPage();
    await visitor.goto('/de/neuigkeiten');
    await expect(visitor.getByRole('link', { name: new RegExp(title.de) }).first()).toBeVisible();
    await visitor.goto('/en/news');
    await expect(visitor.getByRole('link', { name: new RegExp(title.en) }).first()).toBeVisible();
    await visitor.goto(`/de/search?q=${encodeURIComponent(`Rundgang Admin ${tag}`)}`);
    await expect(visitor.getByText(title.de).first()).toBeVisible();

    // A new slug: the old address redirects permanently to the new one.
    await page.goto(`/admin/news/news/${id}/change?lang=de`);
    await german.getByLabel(/^Kurzname/).fill(`neuer-rundgang-${tag}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    const old = await visitor.request.get(`/de/neuigkeiten/${slug.de}/${id}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toContain(`/de/neuigkeiten/neuer-rundgang-${tag}/${id}`);
    await visitor.goto(`/de/neuigkeiten/${slug.de}/${id}`);
    await expect(visitor).toHaveURL(new RegExp(`/de/neuigkeiten/neuer-rundgang-${tag}/${id}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title.de })).toBeVisible();

    // The revision list has both saves.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Versionen' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Wiederherstellen/ }).first()).toBeVisible();
    await visitor.close();
  });
});
