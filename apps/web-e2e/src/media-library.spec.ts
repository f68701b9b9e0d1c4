import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './admin-login';

const texts = {
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    title: 'Mediathek',
    choose: 'Dateien auswählen',
    uploaded: 'Hochgeladen',
    altDe: 'Alternativtext (Deutsch)',
    altEn: 'Alternativtext (Englisch)',
    save: 'Speichern',
    saved: 'Gespeichert.',
    focal: (x: number, y: number) => `Fokuspunkt: ${x} % von links, ${y} % von oben`,
    fileType: 'Bitte laden Sie ein Bild als JPEG, PNG, WebP oder AVIF hoch.',
    altRequired:
      'Bitte geben Sie einen Alternativtext ein oder markieren Sie das Bild als dekorativ.',
    search: 'Suchen',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    title: 'Media library',
    choose: 'Choose files',
    uploaded: 'Uploaded',
    altDe: 'Alt text (German)',
    altEn: 'Alt text (English)',
    save: 'Save',
    saved: 'Saved.',
    focal: (x: number, y: number) => `Focal point: ${x} % from the left, ${y} % from the top`,
    fileType: 'Please upload a JPEG, PNG, WebP or AVIF image.',
    altRequired: 'Please enter an alt text or mark the image as decorative.',
    search: 'Search',
  },
} as const;
type Lang = keyof typeof texts;

/** Logs in through `/admin/login` and lands on the media library. */
async function openLibrary(page: Page, lang: Lang): Promise<void> {
  await logIn(page, lang, `/admin/media?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].title })).toBeVisible();
}

/**
 * A 1000x500 PNG, red on the left half and blue on the right, so a crop's colour shows where it was
 * cut; one corner pixel is random, so each run uploads a new file (the same file again is the image
 * already in the library).
 */
const halves = () =>
  sharp({ create: { width: 1000, height: 500, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: 500, height: 500, channels: 3, background: '#0000ff' } },
        left: 500,
        top: 0,
      },
      {
        input: {
          create: {
            width: 1,
            height: 1,
            channels: 3,
            background: { r: 255, g: Math.floor(Math.random() * 256), b: 0 },
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** The mean red and blue of an image the site serves. */
async function colourOf(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const { channels } = await sharp(await response.body()).stats();
  return { red: channels[0]?.mean ?? 0, blue: channels[2]?.mean ?? 0 };
}

const langOf = (project: string): Lang => (project.endsWith('phone') ? 'en' : 'de');

test.describe('the media library (DESIGN.md 9)', () => {
  test.setTimeout(120_000);

  test('an editor uploads an image, sets its alt texts and focal point, and the crops follow the focal point', async ({
    page,
  }, testInfo) => {
    const lang = langOf(testInfo.project.name);
    const t = texts[lang];
    const name = `focal-${lang}-${Date.now().toString(36)}.png`;
    await openLibrary(page, lang);
    await page
      .getByLabel(t.choose)
      .setInputFiles({ name, mimeType: 'image/png', buffer: await halves() });
    const upload = page.getByRole('listitem').filter({ hasText: name }).first();
    await expect(upload).toContainText(t.uploaded);
    await expect(upload.getByRole('progressbar')).toHaveAttribute('value', '1');
    const details = page.locator('form').filter({ hasText: name });
    await expect(
      details.getByRole('heading', { name: new RegExp(name.replace('.', '\\.')) }),
    ).toBeVisible();

    // The centre crop (before a focal point) shows both halves.
    const vertical = details.locator('img[data-crop="vertical"]');
    const centre = await colourOf(page, (await vertical.getAttribute('src')) ?? '');
    expect(centre.red).toBeGreaterThan(50);
    expect(centre.blue).toBeGreaterThan(50);

    // Alt text is required in both languages: saving without it says so at the field.
    await details.getByRole('button', { name: t.save }).click();
    await expect(details.getByText(t.altRequired).first()).toBeVisible();
    await details.getByLabel(t.altDe).fill('Rot und Blau');
    await details.getByLabel(t.altEn).fill('Red and blue');

    // A click on the left of the image, then the keyboard: the point moves 5 % per arrow key.
    const focal = details.getByTestId('focal-point');
    await focal.scrollIntoViewIfNeeded();
    const box = await focal.boundingBox();
    if (!box) throw new Error('the focal point picker is not shown');
    // At whole pixels of the window, measured on the picker's outer box as the picker measures
    // (a click's `position` counts from inside the 1 px border and rounds where the page does).
    await page.mouse.click(
      Math.round(box.x + box.width * 0.15),
      Math.round(box.y + box.height * 0.5),
    );
    await expect(details.getByText(t.focal(15, 50))).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(details.getByText(t.focal(10, 50))).toBeVisible();
    await details.getByRole('button', { name: t.save }).click();
    await expect(details.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    // Every crop is cut anew around the point: the portrait crop is now all red.
    await expect(vertical).toHaveAttribute('src', /-vertical-f10-50\.webp$/);
    const moved = await colourOf(page, (await vertical.getAttribute('src')) ?? '');
    expect(moved.red).toBeGreaterThan(240);
    expect(moved.blue).toBeLessThan(15);
    await expect(details.locator('img[data-crop="thumbnail"]')).toHaveAttribute(
      'src',
      /-thumbnail-f10-50\.webp$/,
    );

    // The library finds it by its alt text.
    await page
      .getByLabel(t.search, { exact: true })
      .fill(lang === 'de' ? 'Rot und Blau' : 'Red and blue');
    await expect(
      page.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) }),
    ).toBeVisible();
  });

  test('a file that is not an image gets a clear message and nothing is stored', async ({
    page,
  }, testInfo) => {
    const lang = langOf(testInfo.project.name);
    const t = texts[lang];
    await openLibrary(page, lang);
    // Refused by the browser (its type), and by the server (its content, whatever its name says).
    await page.getByLabel(t.choose).setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      {
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg onload="alert(1)"></svg>'),
      },
    ]);
    await expect(
      page.getByRole('alert').filter({ hasText: `notes.txt: ${t.fileType}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: `fake.png: ${t.fileType}` }),
    ).toBeVisible();
    const stored = await page.request
      .get(`/${lang}/pageeditor-api/media/?q=fake.png`)
      .then((response) => response.json() as Promise<{ count: number }>);
    expect(stored.count).toBe(0);
  });

  test('visitors are sent to the login', async ({ page }) => {
    await page.goto('/admin/media?lang=en');
    await expect(page).toHaveURL(/\/admin\/login\?lang=en&next=%2Fadmin%2Fmedia/);
  });
});
