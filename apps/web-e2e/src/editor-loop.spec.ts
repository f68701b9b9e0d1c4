import { createRequire } from 'node:module';
import { expect, type Browser, type Locator, type Page, test } from '@playwright/test';
import { editorLogIn } from './admin-login';

const require = createRequire(import.meta.url);

const texts = {
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    edit: 'Abschnitt bearbeiten',
    dialog: 'Abschnitt bearbeiten',
    save: 'Speichern',
    headline: /^Überschrift/,
    text: /^Text/,
    video: /^Video-Link/,
    column: 'Block zu Spalte 1 hinzufügen',
    textBlock: 'Text',
    videoBlock: 'Video',
    saved: 'Gespeichert.',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    edit: 'Edit section',
    dialog: 'Edit section',
    save: 'Save',
    headline: /^Headline/,
    text: /^Text/,
    video: /^Video link/,
    column: 'Add a block to column 1',
    textBlock: 'Text',
    videoBlock: 'Video',
    saved: 'Saved.',
  },
} as const;
type Lang = keyof typeof texts;

/** The first section on the page (or the slot `slug`) and its open dialog. */
async function openSection(
  page: Page,
  lang: Lang,
  slug?: string,
): Promise<{ section: Locator; dialog: Locator }> {
  const selector = slug
    ? `main [data-aula-slug="${slug}"]`
    : 'main [data-aula-model="ContainerModule"][data-aula-module-id]';
  let section = page.locator(selector).first();
  const create = section.getByRole('button', {
    name: lang === 'de' ? 'Abschnitt anlegen' : 'Create section',
  });
  if (await create.isVisible().catch(() => false)) {
    await create.click();
  } else {
    await section.getByRole('button', { name: texts[lang].edit }).click();
  }
  const dialog = page.getByRole('dialog', { name: texts[lang].dialog });
  await expect(dialog.getByRole('button', { name: texts[lang].save })).toBeVisible();
  section = page
    .locator(slug ? `main [data-aula-slug="${slug}"][data-aula-module-id]` : selector)
    .first();
  return { section, dialog };
}

/**
 * Logs in on the demo block page in German and opens the first section that holds a block of
 * `model`: the section, its Edit button and the panel.
 */
async function openSectionWith(page: Page, model: string) {
  await editorLogIn(page, 'de', '/de/bloecke?edit');
  const section = page
    .locator('main [data-aula-model="ContainerModule"][data-aula-module-id]')
    .filter({ has: page.locator(`[data-aula-model="${model}"]`) })
    .first();
  const edit = section.getByRole('button', { name: texts.de.edit });
  await edit.click();
  return { section, edit, dialog: page.getByRole('dialog', { name: texts.de.dialog }) };
}

/** Bold text and a link typed into a block's rich-text field (CKEditor: Ctrl+B, then Ctrl+K inserts the link). */
async function typeRichText(page: Page, field: Locator, bold: string, url: string): Promise<void> {
  await field.click();
  await page.keyboard.press('Control+B');
  await page.keyboard.type(bold);
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' ');
  await page.keyboard.press('Control+K');
  await page.keyboard.type(url);
  await page.keyboard.press('Enter');
}

/** axe-core on the open dialog: serious and critical issues only (the page behind is inert). */
async function seriousAxeIssues(
  page: Page,
): Promise<{ id: string; impact: string | null; targets: unknown[] }[]> {
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
    const dialog = document.querySelector('[data-aula-dialog]');
    if (!dialog) return [{ id: 'no open dialog', impact: 'critical', targets: [] }];
    const { violations } = await axe.run(dialog);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target),
      }));
  });
}

/**
 * Holds the page's refresh requests (Next's RSC fetches) until `release`: what shows before it is
 * the editor's own doing.
 */
async function holdPageRefresh(page: Page): Promise<{ release(): Promise<void> }> {
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const matcher = () => true;
  await page.route(matcher, async (route) => {
    if (route.request().headers()['rsc'] === '1') await gate;
    await route.fallback();
  });
  return {
    release: async () => {
      open();
      await page.unroute(matcher);
    },
  };
}

/** spec 1, DESIGN.md 8: the editing loop on a section, as a new editor works. */
async function editLoop(
  page: Page,
  browser: Browser,
  lang: Lang,
  path: string,
  slug?: string,
): Promise<void> {
  const stamp = `${lang}-${Date.now().toString(36)}`;
  // A save that fails leaves only the generic alert: its answer goes into the test's output.
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' && !response.ok())
      console.log(
        `[editor] ${response.request().method()} ${response.url()}: ${response.status()}`,
      );
  });
  await editorLogIn(page, lang, `${path}?edit`);
  const { section, dialog } = await openSection(page, lang, slug);
  const [headline, bold, videoTitle] = [`Headline ${stamp}`, `Bold ${stamp}`, `Video ${stamp}`];

  // A headline: the section's own, or a new one in an empty slot.
  if ((await dialog.getByRole('textbox', { name: texts[lang].headline }).count()) === 0) {
    await dialog
      .getByRole('group', { name: texts[lang].column })
      .getByRole('button', { name: lang === 'de' ? 'Überschrift' : 'Headline', exact: true })
      .click();
  }
  await dialog.getByRole('textbox', { name: texts[lang].headline }).first().fill(headline);

  const palette = dialog.getByRole('group', { name: texts[lang].column });
  await palette.getByRole('button', { name: texts[lang].textBlock, exact: true }).click();
  const textFields = dialog.getByRole('textbox', { name: texts[lang].text });
  await typeRichText(page, textFields.last(), bold, `https://example.org/aula/${stamp}`);

  await palette.getByRole('button', { name: texts[lang].videoBlock, exact: true }).click();
  const video = dialog.getByRole('textbox', { name: texts[lang].video }).last();
  await video.fill('https://videos.example.org/watch?v=1');
  await dialog
    .getByRole('textbox', { name: /^(Titel|Title)/ })
    .last()
    .fill(videoTitle);
  // DESIGN.md 8: what is typed shows in the section on the page at once, before any save.
  await expect(section.locator('[data-aula-preview]')).toContainText(headline);
  const version = (await section.getAttribute('data-aula-version')) ?? '';
  await dialog.getByRole('button', { name: texts[lang].save }).click();
  // Not saved: the error is shown at the field, in the summary and on the page's block; the
  // section's saved version is unchanged.
  await expect(video).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await expect(section.locator('[data-aula-preview-fault]')).toContainText(
    lang === 'de' ? 'Video-Link' : 'Video link',
  );
  await expect(section).toHaveAttribute('data-aula-version', version);
  // The open dialog, with its forms, CKEditor and the error summary, passes axe.
  expect(await seriousAxeIssues(page)).toEqual([]);

  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

  // The page's own render again (Next's refresh) is held back: the save's answer shows alone.
  const refreshed = await holdPageRefresh(page);
  const started = Date.now();
  await dialog.getByRole('button', { name: texts[lang].save }).click();
  await expect(dialog).toBeHidden();
  // Announced with the answer (the alert shows for spec 9's 4 s, not until the page's render).
  await expect(
    page.getByRole('alertdialog').filter({ hasText: texts[lang].saved }).first(),
  ).toBeAttached();
  await expect(section.locator('[data-aula-preview]')).toContainText(headline);
  await expect(section.locator('[data-aula-preview] strong', { hasText: bold })).toBeVisible();
  await refreshed.release();
  // The page's render takes the answer's place once it carries the saved version.
  await expect(section).not.toHaveAttribute('data-aula-previewing');
  await expect(page.locator(`main :text("${headline}")`).first()).toBeVisible();
  const updated = page.locator('main').filter({ hasText: headline });
  await expect(updated.locator('strong', { hasText: bold })).toBeVisible();
  await expect(updated.locator(`a[href="https://example.org/aula/${stamp}"]`)).toBeVisible();
  console.log(`[editor] ${lang} ${path}: save to new content in ${Date.now() - started} ms`);
  // In place: no navigation, the section still in view (beside the page, the panel's closing
  // gives the page its width back and lays it out again).
  await expect(section).toBeInViewport();

  // The next anonymous visitor sees the change (the cache tags were revalidated).
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(path);
  await expect(anonymous.locator('main')).toContainText(headline);
  await expect(anonymous.locator('main strong', { hasText: bold })).toBeVisible();
  await expect(anonymous.getByRole('toolbar', { name: 'Editor' })).toHaveCount(0);
  await visitor.close();
}

test.describe('the in-place editor (DESIGN.md 8)', { tag: '@layout' }, () => {
  // A whole editing session (login, forms, CKEditor, two saves, a visitor): more than the default.
  test.setTimeout(180_000);

  test('a new editor edits a content page section in German: headline, rich text, a video with a wrong then a right link', async ({
    page,
    browser,
  }, testInfo) => {
    // Each project edits a page of its own: the two run in parallel against one database.
    await editLoop(
      page,
      browser,
      'de',
      testInfo.project.name === 'phone' ? '/de/hochschule/leitbild' : '/de/hochschule',
    );
  });

  test('a section in view opens with its form and its rich text at once, no loading note', async ({
    page,
  }) => {
    // DESIGN.md 8: edit mode reads the sections in view and CKEditor ahead of the first opening.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { notesSeen: Set<string> }).notesSeen = seen;
      new MutationObserver(() => {
        for (const note of ['Abschnitt wird geladen', 'Texteditor wird geladen'])
          if (document.body?.textContent?.includes(note)) seen.add(note);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await editorLogIn(page, 'de', '/de/bloecke?edit');
    await page.waitForLoadState('networkidle');
    const section = page.locator('main [data-aula-model="ContainerModule"][data-aula-module-id]');
    await section.first().getByRole('button', { name: texts.de.edit }).click();
    const dialog = page.getByRole('dialog', { name: texts.de.dialog });
    await expect(dialog.locator('.ck-editor__editable').first()).toBeVisible();
    const notesSeen = await page.evaluate(() => [
      ...(window as unknown as { notesSeen: Set<string> }).notesSeen,
    ]);
    expect(notesSeen).toEqual([]);
  });

  test('the panel docks beside the page (below on a phone), its section in view; another asks first', async ({
    page,
  }, testInfo) => {
    // DESIGN.md 8: the section stays in view and marked while it is edited; nothing is saved here.
    await editorLogIn(page, 'de', '/de/bloecke?edit');
    const sections = page.locator('main [data-aula-model="ContainerModule"][data-aula-module-id]');
    const edit = sections.first().getByRole('button', { name: texts.de.edit });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: texts.de.dialog });
    const headline = dialog.getByRole('textbox', { name: texts.de.headline }).first();
    await expect(headline).toBeVisible();
    await expect(sections.first()).toHaveAttribute('data-aula-editing', '');
    await expect(sections.first()).toBeInViewport();
    const section = await sections.first().boundingBox();
    const panel = await dialog.boundingBox();
    if (!section || !panel) throw new Error('the section and the panel are shown');
    if (testInfo.project.name === 'phone') {
      expect(section.y).toBeLessThan(panel.y);
    } else {
      // Beside the page, which keeps the rest of the window and is laid out for that width: its
      // columns stack as on a tablet, nothing of it runs under the panel.
      expect(section.x + section.width).toBeLessThanOrEqual(panel.x);
      const pageWidth = await page.evaluate(() => document.body.getBoundingClientRect().width);
      expect(pageWidth).toBeLessThanOrEqual(panel.x);
      const resizer = page.getByRole('separator', { name: 'Breite des Bearbeitungsbereichs' });
      await expect(resizer).toHaveAttribute('aria-orientation', 'vertical');
    }
    // The panel's actions stay whole at its foot, however many rows they wrap to.
    const actions = await dialog.locator('#aula-section-dialog-actions').boundingBox();
    if (!actions) throw new Error('the panel shows its actions');
    expect(actions.y + actions.height).toBeLessThanOrEqual(panel.y + panel.height);

    // Adding where you look, by keyboard: Tab from the section's Edit button reaches the place
    // before its first block on the page; the palette opens there and the new block's form is
    // focused in the panel.
    await edit.focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(
      /^Block hier einfügen, vor Überschrift \(1 von \d+\)$/,
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Zitat' })).toBeVisible();
    await page.keyboard.type('Zitat');
    await page.keyboard.press('Enter');
    const quote = dialog.locator('[data-aula-block]').filter({
      has: page.getByRole('heading', { name: /^Zitat \(1 von \d+\)$/ }),
    });
    await expect(quote.locator(':focus')).toHaveCount(1);

    // Texts edited where they stand, by keyboard: Tab from the Edit button reaches the headline
    // on the page; what is typed there is in its field in the panel, where Escape leads.
    await edit.focus();
    const onPage = sections
      .first()
      .getByRole('textbox', { name: 'Überschrift › Überschrift' })
      .first();
    for (
      let tab = 0;
      tab < 6 && !(await onPage.evaluate((e) => e === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    await expect(onPage).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' auf der Seite');
    await page.keyboard.press('Escape');
    await expect(headline).toBeFocused();
    await expect(headline).toHaveValue(/ auf der Seite$/);

    // Above the panel the page is in reach: another section's Edit asks before discarding.
    await headline.fill('Nicht gespeichert');
    // Scrolled as a person would, into the part of the page above the panel.
    const showAbovePanel = (element: HTMLElement) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120);
    await sections.nth(1).evaluate(showAbovePanel);
    await sections.nth(1).getByRole('button', { name: texts.de.edit }).click();
    const question = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(headline).toHaveValue('Nicht gespeichert');
    await sections.nth(1).evaluate(showAbovePanel);
    await sections.nth(1).getByRole('button', { name: texts.de.edit }).click();
    await question.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await expect(sections.nth(1)).toHaveAttribute('data-aula-editing', '');
    await expect(sections.first()).not.toHaveAttribute('data-aula-editing');

    // Escape closes an unchanged section; the focus is back on its Edit button.
    await expect(dialog.getByRole('button', { name: texts.de.save })).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(sections.nth(1).getByRole('button', { name: texts.de.edit })).toBeFocused();
  });

  test('a rich text is edited where it stands, by keyboard, in the page and the panel at once', async ({
    page,
  }) => {
    // DESIGN.md 8: CKEditor's inline editor on the page; nothing is saved here.
    const { section, edit, dialog } = await openSectionWith(page, 'TextModule');
    // The text as rendered, a textbox, until it is focused; then CKEditor's editing area in its
    // place, which CKEditor names with the label and its help key ("… Alt+0 …").
    const shown = section.getByRole('textbox', { name: 'Text › Text', exact: true }).first();
    const onPage = section.getByRole('textbox', { name: /^Text › Text\. / }).first();
    await expect(shown).toBeVisible({ timeout: 15_000 });
    const frame = await shown.locator('xpath=..').elementHandle();
    if (!frame) throw new Error('the text is shown in its frame');
    // Keyboard only: Tab from the section's Edit button through the page until the text takes
    // the focus; no Tab after that, while the editor starts in its place.
    await edit.focus();
    const started = () =>
      frame.evaluate(
        (text) => !text.querySelector('[data-aula-inline-rich-text-shown][tabindex="0"]'),
      );
    for (let tab = 0; tab < 40 && !(await started()); tab++) await page.keyboard.press('Tab');
    await expect(onPage).toBeFocused({ timeout: 15_000 });
    // The spec 5 toolbar floats above it.
    await expect(page.getByRole('button', { name: 'Fett' }).first()).toBeVisible();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('Fett auf der Seite');
    await expect(onPage.locator('strong', { hasText: 'Fett auf der Seite' })).toBeVisible();
    // The panel's field follows; Escape on the page leads there, the text kept.
    const field = dialog.locator('.ck-editor__editable', { hasText: 'Fett auf der Seite' });
    await expect(field.locator('strong', { hasText: 'Fett auf der Seite' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field).toBeFocused();
    await expect(onPage).toContainText('Fett auf der Seite');
  });

  test('a quote is edited on the page by a click, caret where clicked; an FAQ item is one open text', async ({
    page,
  }) => {
    // DESIGN.md 8; nothing is saved here.
    const { section, dialog } = await openSectionWith(page, 'QuoteModule');
    const shown = section.getByRole('textbox', { name: 'Zitat › Zitat', exact: true });
    await expect(shown).toBeVisible();
    // A click at the text's start: CKEditor starts in its place, focused, the caret there.
    const box = await shown.boundingBox();
    if (!box) throw new Error('the quote is shown');
    await page.mouse.click(box.x + 2, box.y + 8);
    const editing = section.getByRole('textbox', { name: /^Zitat › Zitat\. / });
    await expect(editing).toBeFocused();
    await page.keyboard.type('Vorne: ');
    await expect(editing).toContainText(/^Vorne: /);
    const field = dialog.locator('.ck-editor__editable', { hasText: 'Vorne: ' });
    await expect(field).toContainText(/^Vorne: /);
    // The FAQ's items: each one text, its first paragraph the question, open on the page.
    await expect(section.getByRole('textbox', { name: /^FAQ-Eintrag › / }).first()).toBeVisible();
    await expect(section.locator('[data-aula-preview] details')).toHaveCount(0);
  });

  test('the same on a news detail body slot in English', async ({ page, browser }, testInfo) => {
    const id = testInfo.project.name === 'phone' ? 4 : 3;
    const news = (await (await page.request.get(`/en/api/news/${id}/`)).json()) as { slug: string };
    await editLoop(page, browser, 'en', `/en/news/${news.slug}/${id}`, `news-${id}-body`);
  });
});
