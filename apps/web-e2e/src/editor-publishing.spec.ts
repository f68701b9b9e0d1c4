import { createRequire } from 'node:module';
import { expect, type Browser, type Page, test } from '@playwright/test';
import { editorLogIn } from './admin-login';
import { typeIntoDatePicker } from './date-picker';

const require = createRequire(import.meta.url);

const texts = {
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    edit: 'Abschnitt bearbeiten',
    headline: /^Überschrift/,
    saveDraft: 'Als Entwurf ablegen',
    publish: 'Veröffentlichen',
    publishDialog: 'Seite veröffentlichen',
    preview: 'Entwurf als Vorschau ansehen',
    publishNow: 'Jetzt veröffentlichen',
    published: 'Veröffentlicht.',
    offline: 'Offline nehmen',
    at: 'Veröffentlichen am (Europe/Berlin)',
    schedule: 'Zeitpunkt festlegen',
    history: 'Verlauf',
    historyDialog: 'Verlauf des Abschnitts',
    restore: /^Diese Fassung wiederherstellen/,
    settings: 'Seiteneinstellungen',
    pageHeadline: /^Überschrift\s*\(Pflichtfeld\)/,
    required: 'Überschrift: Dieses Feld ist erforderlich!',
    settingsSave: 'Einstellungen speichern',
    notFound: 'Diese Seite konnte leider nicht gefunden werden',
    publishedEntry: /^Veröffentlicht/,
    draftEntry: /^Entwurf/,
    pageVersions: 'Fassungen der Seite',
    compare: /^Mit der Fassung davor vergleichen: /,
    differences: 'Unterschiede',
    headlineChanged: 'Überschrift geändert',
    restorePage: /^Diese Fassung wiederherstellen: /,
    pageRestored: /^Fassung der Seite wiederhergestellt/,
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    edit: 'Edit section',
    headline: /^Headline/,
    saveDraft: 'Keep as draft',
    publish: 'Publish',
    publishDialog: 'Publish page',
    preview: 'Preview the draft',
    publishNow: 'Publish now',
    published: 'Published.',
    offline: 'Take offline',
    at: 'Publish at (Europe/Berlin)',
    schedule: 'Schedule',
    history: 'History',
    historyDialog: 'Section history',
    restore: /^Restore this version/,
    settings: 'Page settings',
    pageHeadline: /^Headline\s*\(Required\)/,
    required: 'Headline: This field is required!',
    settingsSave: 'Save settings',
    notFound: 'This page could not be found',
    publishedEntry: /^Published/,
    draftEntry: /^Draft/,
    pageVersions: 'Versions of the page',
    compare: /^Compare with the version before: /,
    differences: 'Differences',
    headlineChanged: 'Headline changed',
    restorePage: /^Restore this version: /,
    pageRestored: /^Page version restored/,
  },
} as const;
type Lang = keyof typeof texts;

/** What an anonymous visitor gets at `path`: the status, the main text and the first section headline. */
async function asVisitor(
  browser: Browser,
  path: string,
): Promise<{ status: number; main: string; headline: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(path);
  const main = (await page.locator('main').first().textContent()) ?? '';
  const headline =
    response?.status() === 200
      ? ((await page.locator('main h2').first().textContent()) ?? '').trim()
      : '';
  await context.close();
  return { status: response?.status() ?? 0, main, headline };
}

/** Opens the first section's dialog and types `headline` into its first headline. */
async function editHeadline(page: Page, lang: Lang, headline: string) {
  await page
    .locator('main [data-aula-model="ContainerModule"][data-aula-module-id]')
    .first()
    .getByRole('button', { name: texts[lang].edit })
    .click();
  const dialog = page.getByRole('dialog', { name: texts[lang].edit });
  await dialog.getByRole('textbox', { name: texts[lang].headline }).first().fill(headline);
  return dialog;
}

async function openPublish(page: Page, lang: Lang) {
  await page
    .getByRole('toolbar', { name: 'Editor' })
    .getByRole('button', { name: texts[lang].publish, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: texts[lang].publishDialog });
  await expect(dialog.getByTestId('aula-publish-status')).toBeVisible();
  return dialog;
}

/** axe-core on the open dialog: serious and critical issues only. */
async function seriousAxeIssues(page: Page): Promise<unknown[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Element): Promise<{ violations: { id: string; impact: string | null }[] }>;
        };
      }
    ).axe;
    const dialog = document.querySelector('[data-aula-dialog]');
    if (!dialog) return ['no open dialog'];
    const { violations } = await axe.run(dialog);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
  });
}

/**
 * The Berlin wall time (`2026-11-23T14:05`) of the next whole minute at least 30 s ahead: time
 * enough to enter it and schedule (the API refuses a time in the past), and at most 90 s to wait.
 */
function berlinMinuteAhead(): string {
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
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
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

/**
 * DESIGN.md 8: draft, visitor unchanged, preview, publish, restore from the history, offline, page
 * settings.
 */
async function draftToPublished(
  page: Page,
  browser: Browser,
  lang: Lang,
  path: string,
  original: string,
): Promise<void> {
  const t = texts[lang];
  const draftHeadline = `Draft ${lang} ${Date.now().toString(36)}`;
  await editorLogIn(page, lang, `${path}?edit`);
  const dialog = await editHeadline(page, lang, draftHeadline);
  await dialog.getByRole('button', { name: t.saveDraft }).click();
  await expect(dialog).toBeHidden();

  // Visitors keep the published page; the editor's live page too, until the preview.
  expect((await asVisitor(browser, path)).headline).toBe(original);
  const publish = await openPublish(page, lang);
  expect(await seriousAxeIssues(page)).toEqual([]);
  await publish.getByRole('button', { name: t.preview }).click();
  await page.waitForURL((url) => url.searchParams.has('v'));
  await expect(page.locator('main')).toContainText(draftHeadline);

  // Publish: visitors see it.
  await page.goto(`${path}?edit`);
  await (await openPublish(page, lang)).getByRole('button', { name: t.publishNow }).click();
  await expect(page.getByText(t.published).first()).toBeVisible();
  await expect
    .poll(async () => (await asVisitor(browser, path)).headline, { timeout: 30_000 })
    .toBe(draftHeadline);

  // History: restore the state before the draft, as a new save.
  await page.goto(`${path}?edit`);
  await page
    .locator('main [data-aula-model="ContainerModule"][data-aula-module-id]')
    .first()
    .getByRole('button', { name: t.edit })
    .click();
  await page
    .getByRole('dialog', { name: t.edit })
    .getByRole('button', { name: t.history, exact: true })
    .click();
  const history = page.getByRole('dialog', { name: t.historyDialog });
  // Newest first: the publication, the draft, then the state before the draft (other specs may
  // have saved this section before, so older entries can follow).
  const entries = history.getByRole('listitem');
  await expect(entries.first()).toContainText(t.publishedEntry);
  await expect(entries.nth(1)).toContainText(t.draftEntry);
  expect(await seriousAxeIssues(page)).toEqual([]);
  await entries.nth(2).getByRole('button', { name: t.restore }).click();
  await expect
    .poll(async () => (await asVisitor(browser, path)).headline, { timeout: 30_000 })
    .toBe(original);

  // Offline: not found for visitors (spec 4), still there for the editor; publishing brings it back.
  await page.goto(`${path}?edit`);
  await (await openPublish(page, lang)).getByRole('button', { name: t.offline }).click();
  await expect
    .poll(async () => (await asVisitor(browser, path)).status, { timeout: 30_000 })
    .toBe(404);
  expect((await asVisitor(browser, path)).main).toContain(t.notFound);
  await page.goto(`${path}?edit`);
  await expect(page.locator('main h2').first()).toHaveText(original);
  await (await openPublish(page, lang)).getByRole('button', { name: t.publishNow }).click();
  await expect
    .poll(async () => (await asVisitor(browser, path)).status, { timeout: 30_000 })
    .toBe(200);
}

test.describe('drafts, publishing and history (DESIGN.md 8)', () => {
  test('a draft stays unpublished for visitors, is previewed, published, restored from the history; offline is not found', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    // Each project its own page (the online flag is shared by both languages of a page).
    const [de, en] = testInfo.project.name.endsWith('phone')
      ? [
          ['/de/internationales', 'Internationales'],
          ['/en/international', 'International'],
        ]
      : [
          ['/de/weiterbildung', 'Weiterbildung'],
          ['/en/continuing-education', 'Continuing education'],
        ];
    await draftToPublished(page, browser, 'de', de[0] ?? '', de[1] ?? '');
    await page.context().clearCookies();
    await draftToPublished(page, browser, 'en', en[0] ?? '', en[1] ?? '');
  });

  test('a publication scheduled for a coming minute (Europe/Berlin) appears for visitors when it is due', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const [lang, path, original] = testInfo.project.name.endsWith('phone')
      ? (['de', '/de/alumni', 'Alumni'] as const)
      : (['en', '/en/alumni', 'Alumni'] as const);
    const t = texts[lang];
    const scheduled = `Scheduled ${lang} ${Date.now().toString(36)}`;
    await editorLogIn(page, lang, `${path}?edit`);
    const dialog = await editHeadline(page, lang, scheduled);
    await dialog.getByRole('button', { name: t.saveDraft }).click();
    await expect(dialog).toBeHidden();
    const publish = await openPublish(page, lang);
    const at = berlinMinuteAhead();
    await typeIntoDatePicker(publish.getByRole('group', { name: t.at }), at);
    await publish.getByRole('button', { name: t.schedule }).click();
    const [date, time] = at.split('T');
    const [year, month, day] = (date ?? '').split('-');
    await expect(publish.getByTestId('aula-scheduled')).toContainText(
      `${day}.${month}.${year}, ${time}`,
    );
    expect((await asVisitor(browser, path)).headline).toBe(original);
    await expect
      .poll(async () => (await asVisitor(browser, path)).headline, {
        timeout: 150_000,
        intervals: [2_000],
      })
      .toBe(scheduled);
  });

  test('page settings: a validation error is shown first, then the corrected headline is saved and visitors see it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const [lang, path] = testInfo.project.name.endsWith('phone')
      ? (['en', '/en/alumni'] as const)
      : (['de', '/de/alumni'] as const);
    const t = texts[lang];
    const title = `Alumni ${lang} ${Date.now().toString(36)}`; // the page's headline (its h1)
    await editorLogIn(page, lang, `${path}?edit`);
    await page
      .getByRole('toolbar', { name: 'Editor' })
      .getByRole('button', { name: t.settings })
      .click();
    const dialog = page.getByRole('dialog', { name: t.settings });
    const field = dialog.getByRole('textbox', { name: t.pageHeadline });
    await field.fill('');
    await dialog.getByRole('button', { name: t.settingsSave }).click();
    const summary = dialog.getByRole('alert');
    await expect(summary).toContainText(t.required);
    await expect(summary).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeIssues(page)).toEqual([]);
    await summary.getByRole('link').first().click();
    await expect(field).toBeFocused();
    await page.keyboard.type(title);
    await dialog.getByRole('button', { name: t.settingsSave }).click();
    await expect(dialog).toBeHidden();
    const visitorHeadline = async () => {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto(path);
      const shown = await visitor.locator('main h1').first().textContent();
      await context.close();
      return shown;
    };
    await expect.poll(visitorHeadline, { timeout: 30_000 }).toBe(title);

    // Page history: a second headline, compared with the version before, then that version
    // restored as a new save (visitors see the first headline again).
    await page
      .getByRole('toolbar', { name: 'Editor' })
      .getByRole('button', { name: t.settings })
      .click();
    await dialog.getByRole('textbox', { name: t.pageHeadline }).fill(`${title} 2`);
    await dialog.getByRole('button', { name: t.settingsSave }).click();
    await expect(dialog).toBeHidden();
    const publish = await openPublish(page, lang);
    await publish.getByText(t.pageVersions).click();
    const versions = publish.locator('[data-page-revision]');
    await versions.first().getByRole('button', { name: t.compare }).click();
    const diff = versions.first().getByRole('region', { name: t.differences });
    await expect(diff).toContainText(t.headlineChanged);
    await expect(diff.locator('del')).toHaveText(title);
    await expect(diff.locator('ins')).toHaveText(`${title} 2`);
    expect(await seriousAxeIssues(page)).toEqual([]);
    await versions.nth(1).getByRole('button', { name: t.restorePage }).click();
    await expect(page.getByText(t.pageRestored).first()).toBeVisible();
    await expect.poll(visitorHeadline, { timeout: 30_000 }).toBe(title);
  });
});
