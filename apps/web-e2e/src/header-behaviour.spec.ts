import { expect, type Browser, type Page, test } from '@playwright/test';
import { adminLogIn, editorLogIn, type LoginLang } from './admin-login';

const texts = {
  de: {
    settings: 'Seiteneinstellungen',
    save: 'Einstellungen speichern',
    field: 'Kopfzeile beim Scrollen',
    resize: 'Verkleinern',
    site: 'Standard der Website',
  },
  en: {
    settings: 'Page settings',
    save: 'Save settings',
    field: 'Header on scroll',
    resize: 'Resize',
    site: 'Site default',
  },
} as const;

/** Per project: the page set to 'resize' and a page left at the site default. */
const pages = {
  desktop: { lang: 'de', resized: '/de/impressum', byDefault: '/de/datenschutz' },
  phone: { lang: 'en', resized: '/en/imprint', byDefault: '/en/privacy' },
} as const;

/** Chooses `option` for the page's header behaviour in its page settings and saves. */
async function chooseBehaviour(page: Page, lang: LoginLang, option: string) {
  const t = texts[lang];
  await page
    .getByRole('toolbar', { name: 'Editor' })
    .getByRole('button', { name: t.settings })
    .click();
  const dialog = page.getByRole('dialog', { name: t.settings });
  await dialog.getByRole('combobox', { name: t.field }).selectOption({ label: option });
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
}

/** The header of `path` for a new visitor (no session), once its behaviour is `behaviour`. */
async function visitorHeader(browser: Browser, path: string, behaviour: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const header = visitor.getByRole('banner');
  // A save drops the cached page at once; a visitor may still get the copy being replaced.
  await expect
    .poll(
      async () => {
        await visitor.goto(path);
        await expect(header).toHaveAttribute('data-hidden', 'false');
        return header.getAttribute('data-behaviour');
      },
      { timeout: 30_000 },
    )
    .toBe(behaviour);
  return { visitor, header, close: () => context.close() };
}

/** Scrolls down in steps (a scroll down past the threshold hides or resizes the header). */
async function scrollDown(page: Page) {
  for (const y of [100, 300, 600, 900]) await page.evaluate((top) => window.scrollTo(0, top), y);
}

/**
 * spec 2/9: the header behaviour, chosen per page in its settings and for the site in the admin.
 * Not `@layout`: the phone width runs it nightly (playwright.config.ts).
 */
test.describe('header behaviour on scroll (spec 2)', () => {
  test.setTimeout(120_000);

  test('a page set to resize slims its header on scroll; a default page hides it', async ({
    page,
    browser,
  }, testInfo) => {
    const { lang, resized, byDefault } = testInfo.project.name.endsWith('phone')
      ? pages.phone
      : pages.desktop;
    await editorLogIn(page, lang, `${resized}?edit`);
    try {
      await chooseBehaviour(page, lang, texts[lang].resize);
      const { visitor, header, close } = await visitorHeader(browser, resized, 'resize');
      const before = (await header.boundingBox())?.height ?? 0;
      await scrollDown(visitor);
      await expect(header).toHaveAttribute('data-hidden', 'true');
      // It stays in view and shrinks (spec 9: past a quarter of the window height).
      await expect(header).toBeInViewport();
      await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(before);
      await close();

      const other = await visitorHeader(browser, byDefault, 'hide');
      await scrollDown(other.visitor);
      await expect(other.header).toHaveAttribute('data-hidden', 'true');
      await expect(other.header).not.toBeInViewport();
      await other.close();
    } finally {
      // Later runs (the phone project) and other specs read these pages: back to the site default.
      await page.goto(`${resized}?edit`);
      await chooseBehaviour(page, lang, texts[lang].site);
    }
  });

  test('the site default chosen in the admin applies to pages without their own setting', async ({
    page,
    browser,
  }, testInfo) => {
    const { byDefault } = testInfo.project.name.endsWith('phone') ? pages.phone : pages.desktop;
    await adminLogIn(page, '/admin/site-settings');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Website-Einstellungen' }),
    ).toBeVisible();
    const select = page.getByRole('combobox', { name: /Kopfzeile beim Scrollen/ });
    await expect(select).toHaveValue('hide');
    try {
      await select.selectOption({ label: 'Fest' });
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Gespeichert.')).toBeVisible();
      const { visitor, header, close } = await visitorHeader(browser, byDefault, 'default');
      await scrollDown(visitor);
      // 'default' keeps the header as it is.
      await expect(header).toHaveAttribute('data-hidden', 'false');
      await expect(header).toBeInViewport();
      await close();
    } finally {
      await page.reload();
      await select.selectOption({ label: 'Ausblenden' });
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Gespeichert.')).toBeVisible();
    }
  });
});
