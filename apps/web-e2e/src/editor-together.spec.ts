import { createRequire } from 'node:module';
import { expect, type Browser, type Locator, type Page, test } from '@playwright/test';
import { editorLogIn, logIn } from './admin-login';

const require = createRequire(import.meta.url);

/**
 * DESIGN.md 8, concurrent editors and German/English side by side, in Chromium: two editors in two
 * browser contexts (presence on the outline and in the dialog, a 409 merged field by field), an
 * expired session that keeps what was typed, and a section missing in the other language that
 * the translation status finds and copying across fixes. Each in German and in English.
 */
const account = { email: 'redaktion@aula.example', password: 'aula-demo-2026' };

const texts = {
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    edit: 'Abschnitt bearbeiten',
    create: 'Abschnitt anlegen',
    dialog: 'Abschnitt bearbeiten',
    save: 'Speichern',
    headline: /^Überschrift/,
    subline: /^Unterzeile/,
    preline: /^Dachzeile/,
    headlineBlock: 'Überschrift',
    column: 'Block zu Spalte 1 hinzufügen',
    presence: 'redaktion bearbeitet diesen Abschnitt gerade',
    presenceModal: 'Gleichzeitig geöffnet: redaktion bearbeitet diesen Abschnitt auch',
    conflict: 'Jemand anderes hat diesen Abschnitt geändert',
    merged: 'Automatisch zusammengeführt',
    mergedPreline: 'Überschrift: Dachzeile: Änderung der anderen Person übernommen',
    saveMerged: 'Zusammengeführte Fassung speichern',
    choice: 'Überschrift: Überschrift',
    theirs: 'Gespeicherter Stand: ',
    mine: 'Ihre Fassung: ',
    session: 'Bitte melden Sie sich erneut an',
    restored: 'Ihre ungespeicherten Eingaben in diesem Abschnitt wurden wiederhergestellt.',
    other: 'Englisch',
    missingStatus: '1 Abschnitt fehlt auf Englisch',
    missingFlag: 'Fehlt auf Englisch',
    panel: 'Fassung auf Englisch',
    notThere: 'Diesen Abschnitt gibt es auf Englisch noch nicht.',
    copyAcross: 'Abschnitt ins Englische kopieren',
    copied: 'Der Abschnitt wurde ins Englische kopiert.',
    complete: 'Deutsch und Englisch vollständig',
    close: 'Schließen',
    missingItem: /^Abschnitt \d+ fehlt auf Englisch$/,
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    edit: 'Edit section',
    create: 'Create section',
    dialog: 'Edit section',
    save: 'Save',
    headline: /^Headline/,
    subline: /^Subline/,
    preline: /^Preline/,
    headlineBlock: 'Headline',
    column: 'Add a block to column 1',
    presence: 'redaktion is editing this section',
    presenceModal: 'Open at the same time: redaktion is editing this section too',
    conflict: 'Someone else changed this section',
    merged: 'Merged automatically',
    mergedPreline: 'Headline: Preline: the other editor’s change taken',
    saveMerged: 'Save the merged version',
    choice: 'Headline: Headline',
    theirs: 'Saved version: ',
    mine: 'Your version: ',
    session: 'Please log in again',
    restored: 'Your unsaved input in this section was restored.',
    other: 'German',
    missingStatus: '1 section missing in German',
    missingFlag: 'Missing in German',
    panel: 'German version',
    notThere: 'This section does not exist in German yet.',
    copyAcross: 'Copy section to German',
    copied: 'The section was copied to German.',
    complete: 'German and English complete',
    close: 'Close',
    missingItem: /^Section \d+ missing in German$/,
  },
} as const;
type Lang = keyof typeof texts;

/** Logs in through `/admin/login` (the login-required modal's target) and lands on `path` in edit mode. */
/** A logged-in editor in a browser context of their own. */
async function editorOn(browser: Browser, lang: Lang, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await editorLogIn(page, lang, `${path}?edit`);
  return page;
}

const firstSection = (page: Page) =>
  page.locator('main [data-aula-model="ContainerModule"][data-aula-module-id]').first();

/** Opens the page's first section; answers its dialog once the headline form is there. */
async function openFirst(page: Page, lang: Lang): Promise<Locator> {
  await firstSection(page).getByRole('button', { name: texts[lang].edit }).click();
  const dialog = page.getByRole('dialog', { name: texts[lang].dialog });
  // The shared test machine can be slow to load the section and its forms.
  await expect(dialog.getByRole('textbox', { name: texts[lang].headline }).first()).toBeVisible({
    timeout: 20_000,
  });
  return dialog;
}

/** axe-core on the topmost open dialog and the editor toolbar: serious and critical issues only. */
async function seriousAxeIssues(page: Page): Promise<{ id: string; targets: unknown[] }[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Element): Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const found: { id: string; targets: unknown[] }[] = [];
    const dialogs = [...document.querySelectorAll('[data-aula-dialog]')];
    for (const context of [dialogs.at(-1), document.querySelector('[data-aula-editor-toolbar]')]) {
      if (!context) continue;
      const { violations } = await axe.run(context);
      for (const violation of violations)
        if (violation.impact === 'serious' || violation.impact === 'critical')
          found.push({ id: violation.id, targets: violation.nodes.map((node) => node.target) });
    }
    return found;
  });
}

/** Each project and language edits pages of its own: everything runs in parallel against one database. */
const pages = {
  de: { desktop: '/de/weiterbildung', phone: '/de/internationales' },
  en: { desktop: '/en/continuing-education', phone: '/en/international' },
} as const;
const sessionPages = {
  de: { desktop: '/de/alumni', phone: '/de/hochschule/geschichte' },
  en: { desktop: '/en/alumni', phone: '/en/university/history' },
} as const;
const newsIds = { de: { desktop: 7, phone: 8 }, en: { desktop: 9, phone: 10 } } as const;
const project = (name: string) => (name.endsWith('phone') ? 'phone' : 'desktop');

test.describe('concurrent editors and German/English side by side (DESIGN.md 8)', () => {
  test.setTimeout(240_000);

  for (const lang of ['de', 'en'] as const) {
    const words = texts[lang];

    test(`${lang}: presence on the outline and in the dialog; a conflicting save merged field by field, nothing lost`, async ({
      browser,
    }, testInfo) => {
      const path = pages[lang][project(testInfo.project.name)];
      const stamp = `${lang}${Date.now().toString(36)}`;
      const first = await editorOn(browser, lang, path);
      const second = await editorOn(browser, lang, path);

      // Presence: the first editor opens the section; the second sees it on the outline (next poll, ~10 s) ...
      const mine = await openFirst(first, lang);
      await expect(
        firstSection(second).locator('[data-aula-presence-marker="outline"]'),
      ).toHaveText(words.presence, { timeout: 25_000 });
      await expect(firstSection(second)).toHaveAttribute('data-aula-presence', 'true');
      // ... and in the dialog at once; the first editor sees the second at their next ping.
      const theirs = await openFirst(second, lang);
      await expect(theirs.locator('[data-aula-presence-marker="modal"]')).toContainText(
        words.presenceModal,
      );
      await expect(mine.locator('[data-aula-presence-marker="modal"]')).toContainText(
        words.presenceModal,
        { timeout: 25_000 },
      );

      // Different fields: merged without asking, and the merge names what came from the other editor.
      await mine.getByRole('textbox', { name: words.subline }).first().fill(`Sub ${stamp}`);
      await theirs.getByRole('textbox', { name: words.preline }).first().fill(`Pre ${stamp}`);
      await theirs.getByRole('button', { name: words.save }).click();
      await expect(theirs).toBeHidden();
      await mine.getByRole('button', { name: words.save }).click();
      let conflict = first.getByRole('dialog', { name: words.conflict });
      await expect(conflict.getByRole('region', { name: words.merged })).toContainText(
        words.mergedPreline,
      );
      expect(await seriousAxeIssues(first)).toEqual([]);
      await conflict.getByRole('button', { name: words.saveMerged }).click();
      await expect(mine).toBeHidden();
      await expect(firstSection(first)).toContainText(`Sub ${stamp}`);
      await expect(firstSection(first)).toContainText(`Pre ${stamp}`);

      // The same field: the editor sees the saved value beside their own and chooses per field.
      const again = await openFirst(first, lang);
      await again.getByRole('textbox', { name: words.headline }).first().fill(`Mine ${stamp}`);
      await second.reload();
      const other = await openFirst(second, lang);
      await expect(other.getByRole('textbox', { name: words.subline }).first()).toHaveValue(
        `Sub ${stamp}`,
      );
      await other.getByRole('textbox', { name: words.headline }).first().fill(`Theirs ${stamp}`);
      await other.getByRole('button', { name: words.save }).click();
      await expect(other).toBeHidden();
      await again.getByRole('button', { name: words.save }).click();
      conflict = first.getByRole('dialog', { name: words.conflict });
      const choice = conflict.getByRole('group', { name: words.choice });
      await expect(choice.getByRole('radio', { name: `${words.mine}Mine ${stamp}` })).toBeChecked();
      expect(await seriousAxeIssues(first)).toEqual([]);
      await choice.getByRole('radio', { name: `${words.theirs}Theirs ${stamp}` }).check();
      // Nothing typed is lost while choosing: the form under the dialog still holds it.
      await expect(again.getByRole('textbox', { name: words.headline }).first()).toHaveValue(
        `Mine ${stamp}`,
      );
      await conflict.getByRole('button', { name: words.saveMerged }).click();
      await expect(again).toBeHidden();
      await expect(firstSection(first)).toContainText(`Theirs ${stamp}`);
      await expect(firstSection(first)).toContainText(`Sub ${stamp}`);

      // Closing the dialog ends the presence at once (no lock, nothing stranded).
      await second.reload();
      await expect(
        firstSection(second).locator('[data-aula-presence-marker="outline"]'),
      ).toHaveCount(0);
      await first.context().close();
      await second.context().close();
    });

    test(`${lang}: an expired session keeps the typed text through re-login, in the dialog and across a reload`, async ({
      browser,
    }, testInfo) => {
      const path = sessionPages[lang][project(testInfo.project.name)];
      const stamp = `${lang}${Date.now().toString(36)}`;
      const page = await editorOn(browser, lang, path);
      const context = page.context();

      // The session ends while the editor types; saving opens the login dialog over the form.
      let dialog = await openFirst(page, lang);
      await dialog.getByRole('textbox', { name: words.subline }).first().fill(`Kept ${stamp}`);
      await context.clearCookies({ name: 'sessionid' });
      await dialog.getByRole('button', { name: words.save }).click();
      const session = page.getByRole('dialog', { name: words.session });
      await session.getByLabel(words.email).fill(account.email);
      await session.getByLabel(words.password).fill(account.password);
      await session.getByRole('button', { name: words.login }).click();
      await expect(session).toBeHidden();
      await expect(dialog.getByRole('textbox', { name: words.subline }).first()).toHaveValue(
        `Kept ${stamp}`,
      );
      await dialog.getByRole('button', { name: words.save }).click();
      await expect(dialog).toBeHidden();
      await expect(firstSection(page)).toContainText(`Kept ${stamp}`);

      // The session ends and the tab reloads: after logging in again, the section opens by itself with the text.
      dialog = await openFirst(page, lang);
      await dialog.getByRole('textbox', { name: words.subline }).first().fill(`Reloaded ${stamp}`);
      await context.clearCookies({ name: 'sessionid' });
      page.on('dialog', (prompt) => void prompt.accept());
      await page.reload();
      // Logged out, the page offers the login form ("Zur Anmeldung"), which leads back here.
      await logIn(page, lang, `${path}?edit`);
      await expect(page.getByRole('toolbar', { name: 'Editor' })).toBeVisible();
      dialog = page.getByRole('dialog', { name: words.dialog });
      await expect(dialog.getByRole('status').filter({ hasText: words.restored })).toBeVisible({
        timeout: 20_000,
      });
      expect(await seriousAxeIssues(page)).toEqual([]);
      await expect(dialog.getByRole('textbox', { name: words.subline }).first()).toHaveValue(
        `Reloaded ${stamp}`,
      );
      await dialog.getByRole('button', { name: words.save }).click();
      await expect(dialog).toBeHidden();
      await expect(firstSection(page)).toContainText(`Reloaded ${stamp}`);
      await context.close();
    });

    test(`${lang}: the translation status shows a section missing in the other language; copying it across fixes it`, async ({
      browser,
    }, testInfo) => {
      const id = newsIds[lang][project(testInfo.project.name)];
      const page0 = await (await browser.newContext()).newPage();
      const news = (await (await page0.request.get(`/${lang}/api/news/${id}/`)).json()) as {
        slug: string;
      };
      await page0.context().close();
      const path =
        lang === 'de' ? `/de/neuigkeiten/${news.slug}/${id}` : `/en/news/${news.slug}/${id}`;
      const stamp = `${lang}${Date.now().toString(36)}`;
      const page = await editorOn(browser, lang, path);

      // A new section in this language only: the empty slot, created and given a headline.
      const slot = page.locator(`main [data-aula-slug="news-${id}-body"]`).first();
      await slot.getByRole('button', { name: words.create }).click();
      let dialog = page.getByRole('dialog', { name: words.dialog });
      await dialog
        .getByRole('group', { name: words.column })
        .getByRole('button', { name: words.headlineBlock, exact: true })
        .click();
      await dialog
        .getByRole('textbox', { name: words.headline })
        .first()
        .fill(`Only here ${stamp}`);
      await dialog.getByRole('button', { name: words.save }).click();
      await expect(dialog).toBeHidden();

      // Flagged on the page and counted in the toolbar, which links to it.
      const section = page
        .locator(`main [data-aula-slug="news-${id}-body"][data-aula-module-id]`)
        .first();
      await expect(section.locator('[data-aula-translation-flag]')).toHaveText(words.missingFlag);
      const toolbar = page.getByRole('toolbar', { name: 'Editor' });
      const status = toolbar.getByText(words.missingStatus);
      await expect(status).toBeVisible();
      await status.click();
      await toolbar.getByRole('button', { name: words.missingItem }).click();
      dialog = page.getByRole('dialog', { name: words.dialog });
      const panel = dialog.getByRole('complementary', { name: words.panel });
      await expect(panel).toContainText(words.notThere, { timeout: 20_000 });
      expect(await seriousAxeIssues(page)).toEqual([]);
      await panel.getByRole('button', { name: words.copyAcross }).click();
      await expect(panel.getByRole('status')).toHaveText(words.copied);
      await expect(panel).toContainText(`Only here ${stamp}`);
      await dialog.getByRole('button', { name: words.close }).first().click();
      await expect(dialog).toBeHidden();
      await expect(toolbar.getByText(words.complete)).toBeVisible();
      await expect(section.locator('[data-aula-translation-flag]')).toHaveCount(0);

      // The other language's page has the copied section.
      const other = lang === 'de' ? 'en' : 'de';
      const otherNews = (await (await page.request.get(`/${other}/api/news/${id}/`)).json()) as {
        slug: string;
      };
      await page.goto(
        other === 'de'
          ? `/de/neuigkeiten/${otherNews.slug}/${id}?edit`
          : `/en/news/${otherNews.slug}/${id}?edit`,
      );
      await expect(
        page.locator(`main [data-aula-slug="news-${id}-body"][data-aula-module-id]`),
      ).toContainText(`Only here ${stamp}`);
      await page.context().close();
    });
  }
});
