import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './admin-login';

const texts = {
  de: {
    english: /^Englisch/,
    teaser: /^Anreißer/,
    unsaved: 'Ungespeicherte Änderungen',
    save: 'Speichern',
    saved: 'Gespeichert.',
    back: 'Zurück zur Liste',
    leave: 'Ungespeicherte Änderungen verwerfen?',
    keep: 'Weiter bearbeiten',
    discard: 'Änderungen verwerfen',
    required: '(Pflichtfeld)',
    delete: 'Löschen',
    cancel: 'Abbrechen',
    close: 'Schließen',
  },
  en: {
    english: /^English/,
    teaser: /^Teaser/,
    unsaved: 'Unsaved changes',
    save: 'Save',
    saved: 'Saved.',
    back: 'Back to the list',
    leave: 'Discard unsaved changes?',
    keep: 'Keep editing',
    discard: 'Discard changes',
    required: '(required)',
    delete: 'Delete',
    cancel: 'Cancel',
    close: 'Close',
  },
} as const;

/** How far the focused element reaches below the top of the save bar (negative: above it). */
const focusUnderBar = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const bar = document.querySelector('[data-aula-save-bar]');
    if (!(focused instanceof HTMLElement) || !bar || bar.contains(focused)) return null;
    return focused.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  });

/** A button's border as drawn (a dialog portalled out of the admin lost its custom properties). */
const borderOf = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: style.borderTopWidth, colour: style.borderTopColor };
  });

test.describe('admin: a change page (DESIGN.md 9)', { tag: '@layout' }, () => {
  test.setTimeout(120_000);

  test('the save bar stays in view, leaving with unsaved changes asks first, a save ends the question', async ({
    page,
  }, testInfo) => {
    // Desktop in German, the phone in English (spec 7: both languages).
    const lang = testInfo.project.name.endsWith('phone') ? 'en' : 'de';
    const t = texts[lang];
    const news = (await (await page.request.get(`/${lang}/api/news/`)).json()) as {
      results: { id: number }[];
    };
    const id = news.results[0]?.id;
    if (id === undefined) throw new Error('the demo content has news');
    await logIn(page, lang, `/admin/news/news/${id}/change?lang=${lang}`);
    const teaser = page.getByRole('group', { name: t.english }).getByLabel(t.teaser);
    await expect(teaser).toBeVisible();
    // The rich-text fields have loaded: still nothing changed, nothing to ask about.
    await expect(page.locator('.ck-editor__editable').first()).toBeVisible();
    const bar = page.locator('[data-aula-save-bar]');
    await expect(bar.getByRole('status')).toHaveText('');

    // The required hint is for screen readers only (the admin's own visually-hidden rule).
    const hint = page.getByText(t.required).first();
    await expect(hint).toBeAttached();
    const box = await hint.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);

    // Changed: the bar says so and holds Save at the bottom of the window.
    const typed = `Ein Blick hinter die Kulissen ${Date.now().toString(36)}`;
    await teaser.fill(typed);
    await expect(bar.getByRole('status')).toHaveText(t.unsaved);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar.getByRole('button', { name: t.save })).toBeInViewport();

    // The keyboard walks the fields; none is hidden behind the bar when it takes the focus.
    await page.getByRole('link', { name: t.back }).focus();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusUnderBar(page), `tab stop ${step}`).toBeLessThanOrEqual(0);
    }

    // A link asks; keeping on editing keeps the text.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: t.back }).click();
    const question = page.getByRole('alertdialog', { name: t.leave });
    await expect(question.getByRole('button', { name: t.discard })).toBeVisible();
    expect(await borderOf(question.getByRole('button', { name: t.discard }))).not.toMatchObject({
      width: '0px',
    });
    await question.getByRole('button', { name: t.keep }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/news/news/${id}/change`));
    await expect(teaser).toHaveValue(typed);

    // Closing the tab gets the browser's question; staying keeps the text too.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const unload = await asked;
    expect(unload.type()).toBe('beforeunload');
    await unload.dismiss();
    await expect(teaser).toHaveValue(typed);

    // Saved: the link leaves without a question.
    await bar.getByRole('button', { name: t.save }).click();
    await expect(bar.getByRole('status')).toHaveText(t.saved);
    await page.getByRole('link', { name: t.back }).click();
    await page.waitForURL(/\/admin\/news\/news\?/);
    await expect(question).toHaveCount(0);
  });

  test('deleting asks first, its buttons drawn as in the admin; Escape deletes nothing', async ({
    page,
  }, testInfo) => {
    const lang = testInfo.project.name.endsWith('phone') ? 'en' : 'de';
    const t = texts[lang];
    await logIn(page, lang, `/admin/events/event?lang=${lang}`);
    const entry = page.getByRole('grid').getByRole('rowheader').first().getByRole('link');
    const title = (await entry.textContent()) ?? '';
    await entry.click();
    await page.waitForURL(/\/change\?/);
    await page.getByRole('button', { name: t.delete, exact: true }).click();
    const question = page.getByRole('dialog', { name: new RegExp(title) });
    const buttons = question.getByRole('button');
    await expect(buttons).toHaveText([t.close, t.delete, t.cancel]);
    for (const name of [t.delete, t.cancel]) {
      const drawn = await borderOf(question.getByRole('button', { name, exact: true }));
      expect(drawn.width, name).toBe('1px');
      expect(drawn.colour, name).not.toBe('rgba(0, 0, 0, 0)');
    }
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    expect((await page.request.get(page.url())).status()).toBe(200);
  });
});
